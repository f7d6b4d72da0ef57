import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_USER_KEY } from '#shared/constants.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearToasts, Toaster } from '#web/ui/toast.tsx';
import { AccountSettingsForm } from './account-settings-form.tsx';

const ada: OwnUser = {
  id: '7d3c6a43-4a52-4f1b-8d47-1a2b3c4d5e6f',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatarUrl: null,
  role: 'user',
  verified: false,
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(user: OwnUser = ada) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <AccountSettingsForm user={user} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('settings form', () => {
  it('starts with both notification checkboxes checked and saves changes with PUT /auth/me', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: true, user: { ...ada, username: 'countess', pushNotifications: false } }),
    );
    renderForm();
    expect(screen.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).toBeChecked();

    const username = screen.getByLabelText(/^Username/, { selector: 'input' });
    await userEvent.clear(username);
    await userEvent.type(username, 'countess');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Push notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/me');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      username: 'countess',
      emailNotifications: true,
      pushNotifications: false,
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_USER_KEY) ?? '{}').username).toBe('countess'),
    );
  });

  it('shows a taken e-mail (409) under the e-mail field', async () => {
    const message = 'An account with this email already exists';
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          message,
          error: message,
          code: 'EMAIL_TAKEN',
          details: [{ field: 'email', message }],
        },
        409,
      ),
    );
    renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a new e-mail asks for the current password, sends it, and says where the link went', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: true, user: { ...ada, pendingEmail: 'grace@example.com' } }),
    );
    renderForm();
    expect(screen.queryByLabelText(/^Current password/, { selector: 'input' })).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'Grace@Example.com');
    const password = screen.getByLabelText(/^Current password/, { selector: 'input' });
    await userEvent.type(password, 'my-old-pass-phrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      email: 'grace@example.com',
      currentPassword: 'my-old-pass-phrase',
    });
    expect(
      await screen.findByText('We sent a confirmation link to grace@example.com. It expires in 24 hours.'),
    ).toBeInTheDocument();
    // The account keeps its address until the link is opened, and the password is not kept.
    await waitFor(() => expect(email).toHaveValue('ada@example.com'));
    expect(screen.queryByLabelText(/^Current password/, { selector: 'input' })).toBeNull();
  });

  it('a change waiting for its link can be sent again or cancelled', async () => {
    renderForm({ ...ada, pendingEmail: 'grace@example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for you to confirm grace@example.com');
    fetchMock.mockResolvedValueOnce(
      json({
        success: true,
        message: 'We sent a confirmation link to grace@example.com. It expires in 24 hours.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/auth/verify-email/resend'));

    fetchMock.mockResolvedValueOnce(json({ success: true, user: ada }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/auth/me/pending-email'));
    expect(fetchMock.mock.calls[1]![1]?.method).toBe('DELETE');
    expect(await screen.findByText('The change of email address was cancelled.')).toBeInTheDocument();
  });

  it('an unconfirmed address says why confirming matters', () => {
    renderForm({ ...ada, emailVerified: false });
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is not confirmed yet.');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });
});
