import { z } from 'zod';
import {
  cancellationPolicies,
  disputeOutcomes,
  QUOTE_TERMS_MESSAGE,
  quoteStatuses,
} from '#shared/booking-payments.ts';
import { bookingStatuses } from '#shared/booking-rules.ts';
import { MESSAGE_MIN_LENGTH, NAME_MIN_LENGTH, TEXT_COUNTER_MAX } from '#shared/constants.ts';
import {
  atLeast,
  atMost,
  emailSchema,
  filled,
  firstBroken,
  requiredText,
} from '#shared/schemas/auth-fields.ts';
import { boundedDate, boundedDateTime, moneySchema, numberQuery } from '#shared/schemas/bounds.ts';
import { MACS_MAX_AMOUNT, macsAmountSchema } from '#shared/schemas/macs-amount.ts';

/** Longest message a booking keeps; the counter shows /500 but only this hard cap is enforced. */
export const BOOKING_MESSAGE_MAX_LENGTH = 5_000;
export const BOOKING_REASON_MAX_LENGTH = 1_000;
export const BOOKING_NAME_MAX_LENGTH = 80;

/** Spec §5 wizard step 3 (also the simple modal's name/email/message), with its exact messages. */
export const bookingNameSchema = requiredText('Name')
  .trim()
  .superRefine(
    firstBroken(
      [filled, 'Name is required'],
      [atLeast(NAME_MIN_LENGTH), 'Name must be at least 2 characters'],
      [atMost(BOOKING_NAME_MAX_LENGTH), 'Name must be at most 80 characters'],
    ),
  )
  .meta({ minLength: NAME_MIN_LENGTH, maxLength: BOOKING_NAME_MAX_LENGTH });
export const bookingMessageSchema = requiredText('Message')
  .trim()
  .superRefine(
    firstBroken(
      [filled, 'Message is required'],
      [atLeast(MESSAGE_MIN_LENGTH), 'Please provide more details (at least 10 characters)'],
      [atMost(BOOKING_MESSAGE_MAX_LENGTH), 'Message must be at most 5000 characters'],
    ),
  )
  .meta({ minLength: MESSAGE_MIN_LENGTH, maxLength: BOOKING_MESSAGE_MAX_LENGTH });
export const SERVICE_REQUIRED_MESSAGE = 'Please select a service';
export const MESSAGE_COUNTER_MAX = TEXT_COUNTER_MAX;

/** The wizard's step-3 form (service is the service id from GET /services/artist/{id}). */
export const wizardDetailsSchema = z.object({
  name: bookingNameSchema,
  email: emailSchema,
  service: z.string().trim().min(1, SERVICE_REQUIRED_MESSAGE),
  message: bookingMessageSchema,
});
export type WizardDetails = z.infer<typeof wizardDetailsSchema>;

export const DATE_TIME_MESSAGE = 'Please choose a date and time';
/** ISO 8601 ending in Z, as the spec sends it ('2026-12-03T10:00:00.000Z'). */
export const dateTimeSchema = boundedDateTime(DATE_TIME_MESSAGE);
export const localDateSchema = boundedDate('Please choose a valid date (YYYY-MM-DD)');
export const localTimeSchema = z
  .string({ error: 'Please choose a valid time (HH:MM)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a valid time (HH:MM)');

const SHOWN_PRICE_MESSAGE = 'Please send the price you were shown, in MACS';
const SHOWN_POLICY_MESSAGE = 'Please send the cancellation policy you were shown';

/**
 * POST /booking and POST /api/v1/bookings (spec: {artistId, clientName, clientEmail, service,
 * dateTime, message, status}). `service` is a service id, its catalogue slug or its name; absent
 * means a one-hour simple-modal request. `status` is accepted and ignored: new bookings are pending.
 * A signed-in caller may leave out name and e-mail; the account's are used.
 */
export const createBookingSchema = z.object({
  artistId: z.string().min(1, 'Please choose an artist'),
  clientName: bookingNameSchema.optional(),
  clientEmail: emailSchema.optional(),
  service: z.string().trim().max(120).optional(),
  dateTime: dateTimeSchema,
  message: bookingMessageSchema,
  status: z.string().optional(),
  /**
   * Easel's addition: the service's terms the client was shown (price in MACS, null for a Quote,
   * and its cancellation policy). When given, the request is made on those terms or refused with
   * 409 PRICE_CHANGED, so an artist who changes the service meanwhile cannot charge more unseen.
   */
  price: moneySchema({ min: 0, max: MACS_MAX_AMOUNT, message: SHOWN_PRICE_MESSAGE }).nullable().optional(),
  cancellationPolicy: z.enum(cancellationPolicies, { error: SHOWN_POLICY_MESSAGE }).optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingSchema>;

/** The escrow of a paid booking, in MACS decimals: amount = held + released + refunded. */
export const bookingPaymentSchema = z.object({
  amount: z.number().nonnegative(),
  held: z.number().nonnegative(),
  released: z.number().nonnegative(),
  refunded: z.number().nonnegative(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookingQuoteSchema = z.object({
  status: z.enum(quoteStatuses),
  /** MACS decimal the artist asked; null until quoted. */
  price: z.number().nonnegative().nullable(),
  note: z.string(),
  quotedAt: z.iso.datetime().nullable(),
  /** When a sent quote lapses; null until quoted. */
  expiresAt: z.iso.datetime().nullable(),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

export const bookingDisputeSchema = z.object({
  reason: z.string(),
  openedAt: z.iso.datetime(),
  /** The operator's decision, once made. */
  outcome: z.enum(disputeOutcomes).nullable(),
  /** The operator's note to both parties. */
  note: z.string(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type BookingDispute = z.infer<typeof bookingDisputeSchema>;

/** One booking as the screens show it (spec §3 Booking plus Easel's reference and times). */
export const bookingSchema = z.object({
  id: z.uuid(),
  /** Short human reference, e.g. 'EAS-7K3Q9M'. */
  reference: z.string(),
  artistId: z.uuid(),
  artistName: z.string(),
  artistUsername: z.string(),
  artistAvatar: z.string().nullable(),
  /** The artist's IANA zone; times are shown in it. */
  artistTimezone: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  /** Start, ISO ending in Z. */
  dateTime: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  durationMinutes: z.number().int().positive(),
  service: z.string(),
  serviceId: z.uuid().nullable(),
  /**
   * MACS decimal agreed for the session: the service's price when requested, or the accepted
   * quote. Null for a Quote request not yet agreed, or a free request without a service.
   */
  price: z.number().nonnegative().nullable(),
  /**
   * The service's policy copied when the booking was made, or for a quote when it was sent (the
   * client accepts price and policy together); null when nothing is paid.
   */
  cancellationPolicy: z.enum(cancellationPolicies).nullable(),
  /** Where the paid MACS are (MACS decimals); null when nothing was ever held. */
  payment: bookingPaymentSchema.nullable(),
  /** For a 'Quote' service: the artist's answer; null for priced and free bookings. */
  quote: bookingQuoteSchema.nullable(),
  /** A pending request (or a sent quote) lapses and is refunded at this time. */
  respondBy: z.iso.datetime().nullable(),
  /** A confirmed paid session can be disputed until, and completes itself at, this time. */
  disputeUntil: z.iso.datetime().nullable(),
  dispute: bookingDisputeSchema.nullable(),
  message: z.string(),
  status: z.enum(bookingStatuses),
  /** Decline or cancel reason when there is one. */
  statusReason: z.string().nullable(),
  cancelledBy: z.enum(['artist', 'client']).nullable(),
  /** The caller's relation to the booking, so screens know which actions to offer. */
  viewerRole: z.enum(['artist', 'client', 'guest']),
  /** The client's review once left (completed bookings only). */
  review: z.object({ rating: z.number().int().min(1).max(5), body: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
  declined: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  disputed: z.number().int().nonnegative(),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

export const bookingIdParamsSchema = z.object({ id: z.string() });
export const reasonBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BOOKING_REASON_MAX_LENGTH, 'Reason must be at most 1000 characters')
    .default(''),
});

export const QUOTE_PRICE_MESSAGE = 'Please enter a price in MACS from 1 to 1,000,000';
export const QUOTE_NOTE_MAX_LENGTH = 1_000;
/**
 * POST /booking/{id}/quote/accept: the terms the client was shown and accepts. The quote is taken
 * only on these terms, so a quote the artist changed meanwhile is never paid unseen.
 */
export const acceptQuoteBodySchema = z.object({
  price: macsAmountSchema(QUOTE_TERMS_MESSAGE),
  cancellationPolicy: z.enum(cancellationPolicies, { error: QUOTE_TERMS_MESSAGE }),
});
export type AcceptQuoteBody = z.infer<typeof acceptQuoteBodySchema>;

/** POST /booking/{id}/quote: the artist's price (MACS decimal) and an optional note. */
export const quoteBodySchema = z.object({
  price: moneySchema({ min: 1, max: 1_000_000, message: QUOTE_PRICE_MESSAGE }),
  note: z.string().trim().max(QUOTE_NOTE_MAX_LENGTH, 'Note must be at most 1000 characters').default(''),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const DISPUTE_REASON_MESSAGE = 'Please tell us what went wrong (at least 10 characters)';
/** POST /booking/{id}/dispute: the client's reason. */
export const disputeBodySchema = z.object({
  reason: z
    .string({ error: DISPUTE_REASON_MESSAGE })
    .trim()
    .min(10, DISPUTE_REASON_MESSAGE)
    .max(BOOKING_REASON_MAX_LENGTH, 'Reason must be at most 1000 characters'),
});

/** Main backend envelopes. */
export const bookingResponseSchema = z.object({ success: z.literal(true), data: bookingSchema });
export const bookingListResponseSchema = z.object({ success: z.literal(true), data: z.array(bookingSchema) });
export const bookingStatsResponseSchema = z.object({ success: z.literal(true), data: bookingStatsSchema });

/** GET /booking, /booking/artist/{id}, /booking/client filters. */
export const bookingListQuerySchema = z.object({
  status: z.enum(bookingStatuses).optional(),
  /** Free text over client name, e-mail, service, message and reference. */
  q: z.string().trim().max(200).optional(),
});

/** PUT /booking/{id}: a pending booking's client may change its time, service or message. */
export const updateBookingSchema = z.object({
  dateTime: dateTimeSchema.optional(),
  service: z.string().trim().max(120).optional(),
  message: bookingMessageSchema.optional(),
});

/** Separate booking service shapes. */
export const createBookingResultSchema = z.object({
  success: z.literal(true),
  bookingId: z.uuid(),
  reference: z.string(),
  booking: bookingSchema,
});
export const bookingsPageSchema = z.object({ bookings: z.array(bookingSchema), total: z.number().int() });
export const bookingsQuerySchema = z.object({
  artistId: z.string().optional(),
  userId: z.string().optional(),
  clientEmail: z.string().optional(),
  status: z.enum(bookingStatuses).optional(),
});
export const singleBookingResultSchema = z.object({ success: z.literal(true), booking: bookingSchema });
export const bookingsResultSchema = z.object({ success: z.literal(true), bookings: z.array(bookingSchema) });
/** PATCH /api/v1/bookings/{id} {status} and PATCH /api/v1/bookings/{id}/confirm {action}. */
export const patchStatusSchema = z.object({
  status: z.enum(['confirmed', 'declined', 'cancelled', 'completed'], {
    error: 'Status must be confirmed, declined, cancelled or completed',
  }),
  reason: z.string().trim().max(BOOKING_REASON_MAX_LENGTH).optional(),
});
export const patchActionSchema = z.object({
  action: z.enum(['accept', 'decline'], { error: 'Action must be accept or decline' }),
  reason: z.string().trim().max(BOOKING_REASON_MAX_LENGTH).optional(),
});
export const patchStatusResultSchema = z.object({
  success: z.literal(true),
  booking: z.object({ status: z.enum(bookingStatuses), updatedAt: z.iso.datetime() }),
});

/** Track lookup: the e-mail and one reference of that e-mail. Wrong pairs answer like no match. */
export const bookingLookupSchema = z.object({
  email: emailSchema,
  reference: z.string().trim().max(40).default(''),
});

/** POST /bookings/lookup/link: mail the address a link to every booking made with it. */
export const bookingAccessRequestSchema = z.object({ email: emailSchema });
export const BOOKING_ACCESS_SENT_MESSAGE =
  'If bookings were made with this email address, we have sent it a link to see them all. The link works for one hour.';
export const BOOKING_ACCESS_INVALID_MESSAGE =
  'This link is invalid or has expired. Please ask for a new one on the Track Booking page.';

/** POST /bookings/lookup/access: the token from that mailed link. */
export const bookingAccessSchema = z.object({
  token: z
    .string({ error: BOOKING_ACCESS_INVALID_MESSAGE })
    .default('')
    .refine((token) => token.length > 0 && token.length <= 200, BOOKING_ACCESS_INVALID_MESSAGE),
});
export const bookingAccessResultSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  expiresAt: z.iso.datetime(),
  bookings: z.array(bookingSchema),
});
export type BookingAccessResult = z.infer<typeof bookingAccessResultSchema>;

/** Reviews: the client of a completed booking, once. */
export const REVIEW_BODY_MAX_LENGTH = 2_000;
export const createReviewSchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  body: z.string().trim().max(REVIEW_BODY_MAX_LENGTH, 'Review must be at most 2000 characters').default(''),
});
export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  service: z.string(),
  createdAt: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = z.object({ success: z.literal(true), data: z.array(reviewSchema) });
export const reviewResponseSchema = z.object({ success: z.literal(true), data: reviewSchema });

export const clientEmailParamsSchema = z.object({ clientEmail: z.string() });
export const manageTokenParamsSchema = z.object({ token: z.string() });
/** DELETE /booking/{id}. */
export const bookingDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const REVIEW_LIST_MAX = 50;
/** GET /reviews/artist/{id}?limit: out-of-range limits are clamped rather than refused, like the notifications list. */
export const reviewListQuerySchema = z.object({
  limit: numberQuery('Limit must be a whole number', (n) => n.int('Limit must be a whole number'))
    .default(20)
    .transform((n) => Math.min(REVIEW_LIST_MAX, Math.max(1, n))),
});
