import { z } from 'zod';
import { personWithAvatarSchema } from './people.ts';

/** Longest message a person may send; the database holds the same bound. */
export const MESSAGE_MAX_LENGTH = 2000;
/** One page of a thread; older messages come with `before`. */
export const MESSAGE_PAGE_SIZE = 50;

export const MESSAGE_REQUIRED_MESSAGE = 'Write a message first';
export const MESSAGE_TOO_LONG_MESSAGE = `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`;
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const GUEST_BOOKING_MESSAGE =
  'This booking was made as a guest, so there is no account to message. Reply by e-mail instead.';

export const sendMessageSchema = z.object({
  body: z
    .string({ message: MESSAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, MESSAGE_REQUIRED_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
});
export type SendMessageBody = z.infer<typeof sendMessageSchema>;

export const openConversationSchema = z.object({
  bookingId: z
    .string({ message: 'Choose a booking to message about' })
    .trim()
    .min(1, 'Choose a booking to message about'),
});
export type OpenConversationBody = z.infer<typeof openConversationSchema>;

/** Any string: an id that is not a uuid simply names no conversation of yours (404). */
export const conversationParamsSchema = z.object({ id: z.string() });

export const messagePageQuerySchema = z.object({
  before: z.uuid({ message: 'Before must be the id of a message' }).optional(),
});
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

export const conversationSubjectSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('booking'),
    bookingId: z.uuid(),
    reference: z.string(),
    serviceName: z.string(),
    /** ISO ending in Z. */
    startsAt: z.iso.datetime(),
  }),
  z.object({ type: z.literal('offer'), offerId: z.uuid(), mediaId: z.uuid(), title: z.string() }),
]);
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  subject: conversationSubjectSchema,
  /** The person on the other side; never their e-mail. */
  otherParty: personWithAvatarSchema,
  myRole: z.enum(['client', 'artist']),
  lastMessage: z.object({ preview: z.string(), sentAt: z.iso.datetime(), mine: z.boolean() }).nullable(),
  /** Messages from the other party since I last opened the thread. */
  unreadCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  senderName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** Set when moderation hid it: only its author (and operators) still see it, with this reason. */
  hiddenReason: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(conversationSchema),
});
export const conversationResponseSchema = z.object({ success: z.literal(true), data: conversationSchema });
export const messageResponseSchema = z.object({ success: z.literal(true), data: messageSchema });

export const messagePageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first within the page. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the older page; null when this is the oldest. */
  nextBefore: z.uuid().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
export const messagePageResponseSchema = z.object({ success: z.literal(true), data: messagePageSchema });

export const unreadMessagesResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });
