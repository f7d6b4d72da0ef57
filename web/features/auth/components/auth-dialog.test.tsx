import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TOKEN_KEY } from '#shared/constants.ts';
import { type AuthDialogMode, useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AuthDialogProvider } from './auth-dialog.tsx';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Opener({ mode }: { mode: AuthDialogMode }) {
  const dialog = useAuthDialog();
  return (
    <button type="button" onClick={() => dialog.open(mode)}>
      open
    </button>
  );
}

async function openDialog(mode: AuthDialogMode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <AuthDialogProvider>
          <Opener mode={mode} />
        </AuthDialogProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog');
}

async function fillRegistration(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    Name: 'Ada Lovelace',
    Username: 'ada',
    Email: 'ada@example.com',
    Password: 'analytical engine 1843',
    'Confirm password': 'analytical engine 1843',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value)
      await userEvent.type(
        await screen.findByLabelText(new RegExp(`^${label}`), { selector: 'input' }),
        value,
      );
  }
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('register form', () => {
  it("shows 'Passwords do not match' and 'Please agree to the terms and conditions' and sends nothing", async () => {
    await openDialog('register');
    await fillRegistration({ 'Confirm password': 'analytical engine 1842' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers a creator when opened from Join as Creator, and signs in', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: true, token: 'tok-new', user: { id: 'u1', name: 'Ada Lovelace' } }, 201),
    );
    await openDialog('register');
    expect(await screen.findByRole('switch', { name: "I'm an artist" })).toBeChecked();
    await fillRegistration();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/register');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'ada@example.com',
      username: 'ada',
      agreeToTerms: true,
      accountType: 'creator',
    });
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBe('tok-new');
  });

  it("puts the server's conflict under the field it names", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          message: 'This username is already taken',
          error: 'This username is already taken',
          code: 'USERNAME_TAKEN',
          details: [{ field: 'username', message: 'This username is already taken' }],
        },
        409,
      ),
    );
    await openDialog('register');
    await fillRegistration();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const username = screen.getByLabelText(/^Username/, { selector: 'input' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is already taken'));
    expect(localStorage.getItem(STORAGE_TOKEN_KEY)).toBeNull();
  });
});

describe('login and reset request', () => {
  it("shows the server's message when sign-in fails", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'Invalid email or password' }, 401));
    await openDialog('login');
    await userEvent.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('offers disabled Wallet and Google sign-in marked Coming soon', async () => {
    await openDialog('login');
    expect(screen.getByRole('button', { name: /Continue with Wallet/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
    expect(screen.getByText(/Coming soon/)).toBeInTheDocument();
  });

  it("'Forgot password?' requests a link and shows the server's neutral answer", async () => {
    const neutral = 'If an account exists for that email, we have sent a link to reset the password.';
    fetchMock.mockResolvedValueOnce(json({ success: true, message: neutral }));
    await openDialog('login');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'who@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(neutral)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'who@example.com' });
  });
});
