import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { unreadMessagesQuery } from '../api/messages-api.ts';
import { useMessagesLiveRefresh } from './use-messages-live-refresh.ts';

function UnreadCount({ label }: { label: string }) {
  useMessagesLiveRefresh();
  const unread = useQuery(unreadMessagesQuery());
  return <p>{`${label}: ${unread.data ?? '…'}`}</p>;
}

const notify = (type: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent('easel:notification', { detail: { type } }));
  });

describe('useMessagesLiveRefresh', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the unread count once per message, however many places show it', async () => {
    let count = 1;
    const calls = stubFetch({
      '/api/v1/conversations/unread': () => jsonResponse(200, { success: true, count }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <UnreadCount label="Header" />
        <UnreadCount label="Menu" />
      </QueryClientProvider>,
    );
    await screen.findByText('Menu: 1');
    const before = calls.length;

    notify('booking_request');
    count = 2;
    notify('message_received');
    await screen.findByText('Header: 2');
    expect(screen.getByText('Menu: 2')).toBeInTheDocument();
    expect(calls.length - before).toBe(1);
  });
});
