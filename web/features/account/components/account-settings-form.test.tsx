import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_USER_KEY } from '#shared/constants.ts';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AccountSettingsForm } from './account-settings-form.tsx';

const ada: OwnUser = {
  id: '7d3c6a43-4a52-4f1b-8d47-1a2b3c4d5e6f',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatarUrl: null,
  role: 'user',
  verified: false,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <AccountSettingsForm user={ada} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    const email = screen.getByLabelText(/^Email/, { selector: 'input' });
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
