import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maya } from '#web/features/studio/test-fixtures.tsx';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { clearSession, writeSession } from '#web/lib/storage.ts';
import { jsonResponse, stubFetch } from '../test-fetch.ts';
import { MobileMenu } from './mobile-menu.tsx';

function renderMenu(unread: number) {
  const calls = stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, { success: true, valid: true, user: maya }),
    '/api/v1/conversations/unread': () => jsonResponse(200, { success: true, count: unread }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <MobileMenu />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('MobileMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    clearSession();
  });

  it('carries the unread message count, since Messages sits inside the sheet on a phone', async () => {
    writeSession('live-token', maya);
    renderMenu(3);
    const button = await screen.findByRole('button', { name: 'Open menu, 3 unread messages' });
    expect(screen.getByTestId('menu-messages-badge')).toHaveTextContent('3');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows no badge when nothing is unread', async () => {
    writeSession('live-token', maya);
    const calls = renderMenu(0);
    await vi.waitFor(() => expect(calls.some((url) => url.includes('/conversations/unread'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-messages-badge')).toBeNull();
  });

  it('asks a visitor for no count at all', async () => {
    const calls = renderMenu(5);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((url) => url.includes('/conversations/unread'))).toEqual([]);
    expect(screen.queryByTestId('menu-messages-badge')).toBeNull();
  });
});
