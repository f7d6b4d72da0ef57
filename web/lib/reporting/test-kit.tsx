import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { type AuthDialogApi, AuthDialogContext } from '#web/lib/auth-dialog-context.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { writeSession } from '#web/lib/storage.ts';
import { Toaster } from '#web/ui/toast.tsx';

/**
 * Test-only: stands in for the auth feature's dialog (features never import each other), so a test
 * can see that a visitor was asked to sign in.
 */
export function FakeAuthDialog({ api, children }: { api?: AuthDialogApi; children: ReactNode }) {
  return (
    <AuthDialogContext.Provider value={api ?? { open: vi.fn(), close: vi.fn() }}>
      {children}
    </AuthDialogContext.Provider>
  );
}

export const viewer: OwnUser = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
  role: 'user',
  verified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  email: 'sam@example.com',
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
};

/** Stores a session the way login does; the fetch stub should answer GET /auth/verify. */
export function signInAs(user: OwnUser = viewer) {
  writeSession('test-token', user);
}

export const verifyBody = (user: OwnUser = viewer) => ({ success: true, valid: true, user });

/** Renders with a fresh query cache, auth state, a router, the stand-in auth dialog and toasts. */
export function renderWithReporting(ui: ReactNode, auth?: AuthDialogApi) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <FakeAuthDialog api={auth}>
            {ui}
            <Toaster />
          </FakeAuthDialog>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
