import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '#shared/schemas/messages.ts';
import { json, maya, Providers, stubApi } from '#web/features/studio/test-fixtures.tsx';
import { AuthProvider } from '#web/lib/auth-state.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { FakeAuthDialog } from '#web/lib/reporting/test-kit.tsx';
import { DashboardMessagesTab } from './dashboard-messages.tsx';

afterEach(() => vi.unstubAllGlobals());

const conversationId = '7d1c0a52-3b8e-4f6a-9c2d-5e4f3a2b1c0d';
const samId = '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b';

const conversation: Conversation = {
  id: conversationId,
  subject: {
    type: 'booking',
    bookingId: 'a1b2c3d4-e5f6-4789-8abc-def012345678',
    reference: 'EAS-7K3Q9M',
    serviceName: 'Art Consultation',
    startsAt: '2026-12-03T11:00:00.000Z',
  },
  otherParty: { id: samId, name: 'Sam Rivera', username: 'sam', avatarUrl: null },
  myRole: 'artist',
  lastMessage: { preview: 'Looking forward to it!', sentAt: new Date().toISOString(), mine: false },
  unreadCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const fromSam: Message = {
  id: 'b0000000-0000-4000-8000-000000000001',
  conversationId,
  senderId: samId,
  senderName: 'Sam Rivera',
  mine: false,
  body: 'Looking forward to it!',
  createdAt: new Date().toISOString(),
  hiddenReason: null,
};

const page = { success: true, data: { conversation, messages: [fromSam], nextBefore: null } };

function renderTab() {
  return render(
    <Providers>
      <DashboardMessagesTab user={maya} />
    </Providers>,
  );
}

describe('dashboard Messages tab', () => {
  it('says how conversations start when there are none', async () => {
    stubApi({ 'GET /conversations': () => json({ success: true, data: [] }) });
    renderTab();
    // The first render pays for loading the modules; give a busy machine room.
    expect(await screen.findByRole('heading', { name: 'No messages yet' }, { timeout: 8_000 })).toBeVisible();
    expect(screen.getByText(/starts from a booking or a marketplace offer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to bookings' })).toHaveAttribute(
      'href',
      '/dashboard?tab=bookings',
    );
  });

  it('shows the failure with Retry instead of inventing conversations', async () => {
    let fail = true;
    stubApi({
      'GET /conversations': () =>
        fail
          ? json({ success: false, message: 'Conversations are resting' }, 404)
          : json({ success: true, data: [conversation] }),
    });
    renderTab();
    expect(await screen.findByText('Conversations are resting')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Sam Rivera/ })).toBeVisible();
  });

  it('lists a conversation with its subject and unread count, opens it and sends a reply', async () => {
    const calls = stubApi({
      'GET /conversations': () => json({ success: true, data: [conversation] }),
      [`GET /conversations/${conversationId}/messages`]: () => json(page),
      [`POST /conversations/${conversationId}/messages`]: (init) =>
        json(
          {
            success: true,
            data: {
              ...fromSam,
              id: 'b0000000-0000-4000-8000-000000000002',
              senderId: maya.id,
              senderName: maya.name,
              mine: true,
              body: JSON.parse(String(init?.body)).body,
            },
          },
          201,
        ),
    });
    renderTab();
    const row = await screen.findByRole('link', { name: /Sam Rivera/ });
    expect(row).toHaveTextContent('Art Consultation · Dec 3, 2026');
    expect(within(row).getByText('2 unread')).toBeInTheDocument();

    await userEvent.click(row);
    const thread = await screen.findByRole('region', { name: 'Conversation with Sam Rivera' });
    expect(await within(thread).findByText('Looking forward to it!')).toBeVisible();

    const box = within(thread).getByRole('textbox', { name: 'Message to Sam Rivera' });
    await userEvent.type(box, 'See you then{Shift>}{Enter}{/Shift}Maya{Enter}');
    expect(await within(thread).findByText(/See you then\s+Maya/)).toBeVisible();
    expect(box).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'See you then\nMaya' });
  });

  it('takes an unsent message back out of the thread, keeps the text and says why', async () => {
    stubApi({
      'GET /conversations': () => json({ success: true, data: [conversation] }),
      [`GET /conversations/${conversationId}/messages`]: () => json(page),
      [`POST /conversations/${conversationId}/messages`]: () =>
        json({ success: false, message: 'Conversation not found', code: 'NOT_FOUND' }, 404),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('link', { name: /Sam Rivera/ }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Sam Rivera' });
    await within(thread).findByText('Looking forward to it!');
    const box = within(thread).getByRole('textbox', { name: 'Message to Sam Rivera' });
    await userEvent.type(box, 'Hello?');
    await userEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent('Conversation not found');
    expect(within(thread).queryByText('Hello?', { selector: 'div' })).not.toBeInTheDocument();
    expect(box).toHaveValue('Hello?');
  });

  it('refuses an empty message before calling the server', async () => {
    const calls = stubApi({
      'GET /conversations': () => json({ success: true, data: [conversation] }),
      [`GET /conversations/${conversationId}/messages`]: () => json(page),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('link', { name: /Sam Rivera/ }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Sam Rivera' });
    await within(thread).findByText('Looking forward to it!');
    await userEvent.type(within(thread).getByRole('textbox'), '   {Enter}');
    expect(await within(thread).findByRole('alert')).toHaveTextContent('Write a message first');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the conversation of the booking named in the address, or says why it cannot', async () => {
    const bookingId = conversation.subject.type === 'booking' ? conversation.subject.bookingId : '';
    let guest = true;
    const calls = stubApi({
      'GET /conversations': () => json({ success: true, data: [conversation] }),
      'POST /conversations': () =>
        guest
          ? json({ success: false, message: 'This booking was made as a guest', code: 'CONFLICT' }, 409)
          : json({ success: true, data: conversation }),
      [`GET /conversations/${conversationId}/messages`]: () => json(page),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={[`/dashboard?tab=messages&booking=${bookingId}`]}>
            <FakeAuthDialog>
              <DashboardMessagesTab user={maya} />
            </FakeAuthDialog>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('This booking was made as a guest', {}, { timeout: 8_000 })).toBeVisible();
    guest = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Sam Rivera' });
    expect(await within(thread).findByText('Looking forward to it!')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { bookingId },
      { bookingId },
    ]);
  });
});
