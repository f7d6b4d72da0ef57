import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { writeSession } from '#web/lib/storage.ts';
import { createDeferred, jsonResponse, stubFetch } from '../test-fetch.ts';
import { RequireAuth } from './require-auth.tsx';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maya Chen',
  username: 'maya',
  email: 'maya@example.com',
  avatarUrl: null,
  role: 'artist',
  verified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
};

function renderProtected(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      {
        Component: RequireAuth,
        children: [
          { path: '/dashboard', element: <p>Dashboard page</p> },
          { path: '/settings', element: <p>Settings page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('sends a visitor without a session straight home', async () => {
    const calls = stubFetch({});
    const router = renderProtected('/settings');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toEqual([]);
  });

  it('shows Loading while a stored session is verified, then redirects when the server rejects it', async () => {
    const verify = createDeferred<Response>();
    stubFetch({ '/api/v1/auth/verify': () => verify.promise });
    writeSession('revoked-token', user);
    const router = renderProtected('/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();

    verify.resolve(jsonResponse(401, { success: false, message: 'Token verification failed' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page once the server confirms the session', async () => {
    stubFetch({ '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user }) });
    writeSession('live-token', user);
    const router = renderProtected('/dashboard');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
