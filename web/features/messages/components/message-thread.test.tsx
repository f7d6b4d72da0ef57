import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '#shared/schemas/messages.ts';
import type { BlockedUser } from '#shared/schemas/moderation.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { renderWithReporting, signInAs, verifyBody, viewer } from '#web/lib/reporting/test-kit.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { MessageThread } from './message-thread.tsx';

const conversationId = '7d1c0a52-3b8e-4f6a-9c2d-5e4f3a2b1c0d';
const sam = {
  id: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b',
  name: 'Sam Rivera',
  username: 'sam',
  avatarUrl: null,
};
const me = { ...viewer, id: '5b7f0d1e-8c9a-4b3d-9e2f-1a2b3c4d5e6f', name: 'Maya Chen', username: 'maya' };

const conversation: Conversation = {
  id: conversationId,
  subject: {
    type: 'offer',
    offerId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
    mediaId: 'a1b2c3d4-e5f6-4789-8abc-def012345679',
    title: 'Moon Jar',
  },
  otherParty: sam,
  myRole: 'artist',
  lastMessage: null,
  unreadCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const message = (overrides: Partial<Message>): Message => ({
  id: 'b0000000-0000-4000-8000-000000000001',
  conversationId,
  senderId: sam.id,
  senderName: sam.name,
  mine: false,
  body: 'Would you take 300 MACS?',
  createdAt: new Date().toISOString(),
  hiddenReason: null,
  ...overrides,
});

const fromSam = message({});
const hiddenMine = message({
  id: 'b0000000-0000-4000-8000-000000000002',
  senderId: me.id,
  senderName: me.name,
  mine: true,
  body: 'Pay me outside Easel instead',
  hiddenReason: 'Asking for payment off the platform',
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function serve() {
  let blocks: BlockedUser[] = [];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const record = (path: string) => (_url: string, init: RequestInit | undefined) => {
    writes.push({
      method: init?.method ?? 'GET',
      path,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
  };
  stubFetch({
    '/api/v1/auth/verify': () => jsonResponse(200, verifyBody(me)),
    [`/api/v1/conversations/${conversationId}/messages`]: () =>
      jsonResponse(200, {
        success: true,
        data: { conversation, messages: [fromSam, hiddenMine], nextBefore: null },
      }),
    '/api/v1/conversations': () => jsonResponse(200, { success: true, data: [conversation] }),
    '/api/v1/conversations/unread': () => jsonResponse(200, { success: true, count: 0 }),
    '/api/v1/blocks': () => jsonResponse(200, { success: true, data: blocks }),
    [`/api/v1/blocks/${sam.id}`]: (url, init) => {
      record('/blocks')(url, init);
      blocks = [{ ...sam, blockedAt: new Date().toISOString() }];
      return jsonResponse(201, { success: true, message: 'You blocked Sam Rivera.' });
    },
    '/api/v1/reports': (url, init) => {
      record('/reports')(url, init);
      return jsonResponse(201, {
        success: true,
        message: 'Thank you. Our team will look at your report.',
        data: { id: '99999999-9999-4999-8999-999999999999', status: 'open', duplicate: false },
      });
    },
  });
  return writes;
}

async function renderThread() {
  signInAs(me);
  renderWithReporting(
    <MessageThread conversationId={conversationId} me={me} backHref="/dashboard?tab=messages" />,
  );
  const thread = await screen.findByRole('region', { name: 'Conversation with Sam Rivera' });
  await within(thread).findByText('Would you take 300 MACS?');
  return thread;
}

describe('conversation: report, block and hidden messages', () => {
  it('reports the other person’s message; my own messages have no Report', async () => {
    const writes = serve();
    const thread = await renderThread();
    const [theirs, mine] = within(thread).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: /More actions/ })).toBeNull();

    await userEvent.click(
      within(theirs!).getByRole('button', { name: 'More actions for message from Sam Rivera' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    expect(dialog).toHaveTextContent('What is wrong with this message from Sam Rivera?');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Thank you. Our team will look at your report.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: { targetType: 'message', targetId: fromSam.id, reason: 'scam', details: '' },
      },
    ]);
  });

  it('tells me why my own message was hidden', async () => {
    serve();
    const thread = await renderThread();
    const [theirs, mine] = within(thread).getAllByRole('listitem');
    const notice = within(mine!).getByRole('note');
    expect(notice).toHaveTextContent('Hidden by moderation');
    expect(notice).toHaveTextContent('Reason: Asking for payment off the platform');
    expect(within(theirs!).queryByRole('note')).toBeNull();
  });

  it('blocks the other person from the header after confirming', async () => {
    const writes = serve();
    const thread = await renderThread();
    expect(within(thread).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await userEvent.click(
      within(thread).getByRole('button', { name: 'More actions for conversation with Sam Rivera' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Sam Rivera?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Sam Rivera.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/blocks', body: null }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(
      within(thread).getByRole('button', { name: 'More actions for conversation with Sam Rivera' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    // The server would refuse a message now, as if the conversation were gone: the thread says why.
    const notice = within(thread).getByText('You blocked Sam Rivera').closest('[role="note"]');
    expect(notice).toHaveTextContent('You cannot message them until you unblock them.');
    expect(within(thread).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
