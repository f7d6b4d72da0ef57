import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { reader, renderWithApp, signIn, verifyHandler } from '#web/features/feed/test-kit.tsx';
import { jsonResponse, stubFetch } from '../test-fetch.ts';
import { Component as AdminPage } from './admin.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const artist: OwnUser = { ...reader, role: 'artist', username: 'maya', name: 'Maya Chen' };
const operator: OwnUser = { ...reader, role: 'admin', username: 'ops', name: 'Olive Ops' };

function serve(user: OwnUser | null) {
  const empty = () => jsonResponse(200, { success: true, data: [] });
  return stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler(user ?? reader)),
    '/api/v1/admin/summary': () =>
      jsonResponse(200, {
        success: true,
        data: { openReports: 0, pendingCrypto: 0, pendingBridge: 0, suspendedAccounts: 0 },
      }),
    '/api/v1/admin/reports': empty,
  });
}

describe('/admin', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in supporter', reader],
    ['an artist', artist],
  ])('shows %s the not-found page and asks nothing of the admin API', async (_who, user) => {
    const calls = serve(user);
    if (user) signIn(user);
    renderWithApp(<AdminPage />, { path: '/admin', route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Operator console')).not.toBeInTheDocument();
    expect(calls.filter((url) => url.includes('/admin/'))).toEqual([]);
  });

  it('shows an operator the console once the session is confirmed', async () => {
    serve(operator);
    signIn(operator);
    renderWithApp(<AdminPage />, { path: '/admin', route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    // The reports tab is its own chunk; loading it under a busy test run can take a moment.
    expect(
      await screen.findByRole('heading', { name: 'No open reports' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
