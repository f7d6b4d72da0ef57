import type { FastifyRequest } from 'fastify';
import { requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { nullWhenMissing } from '#server/platform/http/spec-messages.ts';
import {
  conversationListResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  messagePageQuerySchema,
  messagePageResponseSchema,
  messageResponseSchema,
  openConversationSchema,
  sendMessageSchema,
  unreadMessagesResponseSchema,
} from '#shared/schemas/messages.ts';
import { openBookingConversation } from './booking-conversations.ts';
import { countUnreadMessages, listConversations } from './conversation-views.ts';
import { readMessagePage, sendMessage } from './message-service.ts';

const tags = ['messages'];

/** Conversations between a client and an artist, one per booking or offer; only the two parties see one. */
export async function messageRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const ok = <T>(data: T) => ({ success: true as const, data });
  const me = (request: FastifyRequest) => requireAuth(request).userId;

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations, most recent activity first, with unread counts',
        response: { 200: conversationListResponseSchema },
      },
    },
    async (request) => ok(await listConversations(db(), me(request))),
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags,
        summary: 'How many messages wait for me across my conversations',
        response: { 200: unreadMessagesResponseSchema },
      },
    },
    async (request) => ({ success: true as const, count: await countUnreadMessages(db(), me(request)) }),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: "Open (or return) a booking's conversation; its artist or signed-in client only",
        body: openConversationSchema,
        response: { 200: conversationResponseSchema },
      },
    },
    async (request) => ok(await openBookingConversation(db(), request.body.bookingId, me(request))),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'One page of messages (oldest first, older pages with before=); marks the thread read',
        params: conversationParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageResponseSchema },
      },
    },
    async (request) => ok(await readMessagePage(db(), request.params.id, me(request), request.query.before)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { accountLimit: 'messages' },
      // An absent body reads 'Write a message first', like an empty one.
      preValidation: nullWhenMissing(['body']),
      schema: {
        tags,
        summary: 'Send a message; the other party is notified',
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await sendMessage(db(), request.params.id, me(request), request.body.body))),
  );
}
