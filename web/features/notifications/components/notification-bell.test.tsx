import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '#shared/constants.ts';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { clearToasts, Toaster } from '#web/ui/toast.tsx';
import { NotificationBell } from './notification-bell.tsx';

const user = {
  id: '7d3c6a43-4a52-4f1b-8d47-1a2b3c4d5e6f',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  avatarUrl: null,
  role: 'artist',
  verified: true,
  emailVerified: true,
  pendingEmail: null,
  emailNotifications: true,
  pushNotifications: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const booking = {
  id: '0b6f5e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  type: 'booking_request',
  title: 'New booking request',
  message: 'Maya requested a Portrait Session',
  data: {},
  read: false,
  createdAt: new Date().toISOString(),
};

const conversationId = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const message = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  type: 'message_received',
  title: 'New message from Sam',
  message: 'Could we start at ten?',
  data: { conversationId },
  read: false,
  createdAt: new Date().toISOString(),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A text/event-stream response the test writes into, like the server's SSE route. */
function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller?.enqueue(new TextEncoder().encode(text)),
    fail: () => controller?.error(new DOMException('aborted', 'AbortError')),
  };
}

const fetchMock = vi.fn<typeof fetch>();
let stream: ReturnType<typeof eventStream>;
let unreadCount = 0;

function routeFetch(url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(url);
  if (path === '/api/v1/auth/verify') return Promise.resolve(json({ success: true, valid: true, user }));
  if (path === '/api/v1/notifications/unread-count') {
    return Promise.resolve(json({ success: true, count: unreadCount }));
  }
  if (path === '/api/v1/notifications/stream') {
    init?.signal?.addEventListener('abort', () => stream.fail());
    return Promise.resolve(stream.response);
  }
  if (path === `/api/v1/notifications/${booking.id}/read` && init?.method === 'PATCH') {
    unreadCount = 0;
    return Promise.resolve(json({ success: true, notification: { ...booking, read: true } }));
  }
  if (path === `/api/v1/notifications/${message.id}/read` && init?.method === 'PATCH') {
    return Promise.resolve(json({ success: true, notification: { ...message, read: true } }));
  }
  if (path.startsWith('/api/v1/notifications?')) {
    return Promise.resolve(
      json({ success: true, notifications: [booking, message], total: 2, unreadCount, page: 1, limit: 8 }),
    );
  }
  return Promise.resolve(json({ success: false, message: `Unexpected ${path}` }, 404));
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderBell() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <NotificationBell />
          <Toaster />
          <Location />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(STORAGE_TOKEN_KEY, 'tok-bell');
  localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
  stream = eventStream();
  fetchMock.mockReset();
  fetchMock.mockImplementation(routeFetch);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it("shows '9+' above 9 and the exact count in its accessible name", async () => {
    unreadCount = 12;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('9+');
  });

  it('shows the count itself up to 9 and no badge at 0', async () => {
    unreadCount = 9;
    const { unmount } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 9 unread' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('9');
    unmount();

    unreadCount = 0;
    renderBell();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('unread-count'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('opens the stream with the bearer token; a live notification raises the count and shows a toast', async () => {
    unreadCount = 3;
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const streamCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/v1/notifications/stream');
    expect(streamCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok-bell' });

    stream.send('event: ready\ndata: {"unreadCount":3}\n\n: ping\n\n');
    stream.send(`event: notification\ndata: ${JSON.stringify(booking)}\n\n`);

    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(await screen.findByText('New booking request')).toBeInTheDocument();
  });

  it('lists recent notifications with the spec filters; a click marks one read; links to the dashboard tab', async () => {
    unreadCount = 1;
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    expect(await screen.findByText('Maya requested a Portrait Session')).toBeInTheDocument();
    for (const filter of ['All', 'Unread', 'Booking', 'Payment', 'Review', 'Message']) {
      expect(screen.getByRole('button', { name: filter })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/dashboard?tab=notifications',
    );

    await userEvent.click(screen.getByRole('button', { name: /^Unread: New booking request/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => String(u) === `/api/v1/notifications/${booking.id}/read` && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/notifications?read=false'))).toBe(true),
    );
  });

  it('opens the conversation a message notification is about, marking it read and closing the list', async () => {
    unreadCount = 2;
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const link = await screen.findByRole('link', { name: /^Unread: New message from Sam/ });
    expect(link).toHaveAttribute('href', `/dashboard?tab=messages&conversation=${conversationId}`);
    await userEvent.click(link);

    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/dashboard?tab=messages&conversation=${conversationId}`,
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => String(u) === `/api/v1/notifications/${message.id}/read` && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Could we start at ten?')).toBeNull());
  });
});
