import { z } from 'zod';
import { cancellationPolicies } from '#shared/booking-payments.ts';
import { bookingStatuses, dateStates } from '#shared/booking-rules.ts';
import { localDateSchema, localTimeSchema } from '#shared/schemas/bookings.ts';
import { boundedDateTime, boundedInteger, boundedIntegerQuery, moneySchema } from '#shared/schemas/bounds.ts';

const DURATION_MESSAGE = 'Duration must be a whole number of minutes from 15 to 720';
const WEEKDAY_MESSAGE = 'Weekday must be a whole number from 0 (Sunday) to 6 (Saturday)';

/** A bookable service of an artist (spec §3 "Service catalogue for booking"). */
export const serviceSchema = z.object({
  id: z.uuid(),
  /** Catalogue id of the spec ('ceramic', 'consultation', …) or one the artist made up. */
  slug: z.string(),
  name: z.string(),
  /** As shown: '2-3 hours', 'variable'. */
  duration: z.string(),
  /** The length a booking of it blocks. */
  durationMinutes: z.number().int().positive(),
  /** MACS decimal; null means 'Quote'. */
  price: z.number().nonnegative().nullable(),
  /** '150 MACS' or 'Quote'. */
  priceLabel: z.string(),
  /** What a client cancelling a confirmed session gets back (shared/booking-payments.ts). */
  cancellationPolicy: z.enum(cancellationPolicies),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListResponseSchema = z.object({ success: z.literal(true), data: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ success: z.literal(true), data: serviceSchema });

/** GET /services/categories: the spec's catalogue, which new services start from. */
export const serviceCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  duration: z.string(),
  durationMinutes: z.number().int().positive(),
  price: z.number().nonnegative().nullable(),
  priceLabel: z.string(),
});
export const serviceCategoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(serviceCategorySchema),
});

export const SERVICE_NAME_MAX_LENGTH = 80;
/** POST /services, PUT /services/{id} (partial). price null = 'Quote'. */
export const serviceInputSchema = z.object({
  name: z
    .string({ error: 'Service name is required' })
    .trim()
    .min(1, 'Service name is required')
    .max(SERVICE_NAME_MAX_LENGTH, 'Service name must be at most 80 characters'),
  duration: z.string().trim().max(40, 'Duration label must be at most 40 characters').optional(),
  durationMinutes: boundedInteger(15, 720, DURATION_MESSAGE),
  price: moneySchema({
    min: 0,
    max: 1_000_000,
    message: 'Price must be a number of MACS from 0 to 1,000,000, or empty for Quote',
    decimals: 'Price can have at most two decimals',
  }).nullable(),
  cancellationPolicy: z
    .enum(cancellationPolicies, { error: 'Cancellation policy must be flexible, moderate or strict' })
    .optional(),
});
export const serviceUpdateSchema = serviceInputSchema.partial();

/** One availability rule (spec §7 Calendar). Times are local to the artist's zone. */
export const availabilityRuleSchema = z.object({
  id: z.uuid(),
  /** 0 = Sunday … 6 = Saturday for a weekly rule; null for a date rule. */
  weekday: z.number().int().min(0).max(6).nullable(),
  /** 'YYYY-MM-DD' for a date rule; null for a weekly rule. */
  date: z.string().nullable(),
  available: z.boolean(),
  /** 'HH:MM'; null on a closed date. */
  startTime: z.string().nullable(),
  /** 'HH:MM', exclusive ('18:00' offers a last hourly slot at 17:00); '24:00' is end of day. */
  endTime: z.string().nullable(),
});
export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;

/** POST /calendar/availability: a weekly window, a dated window, or a closed date. */
export const availabilityRuleInputSchema = z.object({
  weekday: boundedInteger(0, 6, WEEKDAY_MESSAGE).nullable().optional(),
  date: localDateSchema.nullable().optional(),
  available: z.boolean().default(true),
  startTime: localTimeSchema.nullable().optional(),
  endTime: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Please choose a valid time (HH:MM)')
    .nullable()
    .optional(),
});

export const calendarBlockSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  reason: z.string(),
});
export const calendarBlockInputSchema = z.object({
  start: boundedDateTime('Please choose when the block starts'),
  end: boundedDateTime('Please choose when the block ends'),
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
});

/** GET /calendar/availability/{artistId}. */
export const artistAvailabilitySchema = z.object({
  artistId: z.uuid(),
  timezone: z.string(),
  weekly: z.array(availabilityRuleSchema),
  /** Date rules from today on. */
  dates: z.array(availabilityRuleSchema),
  /** Blocks are the artist's own business: only the owner receives them; others get []. */
  blocks: z.array(calendarBlockSchema),
});
export const artistAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  data: artistAvailabilitySchema,
});
export const availabilityRuleResponseSchema = z.object({
  success: z.literal(true),
  data: availabilityRuleSchema,
});

/** GET /calendar/slots/{artistId}?date=&duration= */
export const slotsQuerySchema = z.object({
  date: localDateSchema,
  /** Minutes the booking needs (a service's length); default one slot. */
  duration: boundedIntegerQuery(15, 720, DURATION_MESSAGE).optional(),
});
export const slotSchema = z.object({
  time: z.string(),
  dateTime: z.iso.datetime(),
  available: z.boolean(),
});
export const daySlotsSchema = z.object({
  date: z.string(),
  timezone: z.string(),
  state: z.enum(dateStates),
  past: z.boolean(),
  slots: z.array(slotSchema),
});
export type DaySlots = z.infer<typeof daySlotsSchema>;
export const daySlotsResponseSchema = z.object({ success: z.literal(true), data: daySlotsSchema });

/** GET /api/v1/bookings/availability/{artistId}?startDate&endDate (spec shape plus states). */
export const availabilityRangeQuerySchema = z.object({
  startDate: localDateSchema,
  endDate: localDateSchema,
});
export const availabilityMapSchema = z.object({
  success: z.literal(true),
  timezone: z.string(),
  /** date → free 'HH:MM' start times. */
  availability: z.record(z.string(), z.array(z.string())),
  /** date → booked 'HH:MM' start times (slots taken by pending/confirmed bookings or blocks). */
  bookedSlots: z.record(z.string(), z.array(z.string())),
  /** date → calendar state; every date of the range is present. */
  states: z.record(z.string(), z.enum(dateStates)),
});
export type AvailabilityMap = z.infer<typeof availabilityMapSchema>;

/**
 * POST /api/v1/availability/{artistId} {availability}: the manage-mode save. For each date,
 * a list of open 'HH:MM' slot start times (an empty list closes the date) or null to drop the
 * override and fall back to the weekly pattern. Past dates are refused.
 */
export const saveAvailabilitySchema = z.object({
  availability: z.record(localDateSchema, z.array(localTimeSchema).max(48).nullable()),
});

/** POST /api/v1/bookings/check-availability: {artistId, date, time} or {artistId, dateTime}. */
export const checkAvailabilitySchema = z.object({
  artistId: z.string().min(1, 'Please choose an artist'),
  date: localDateSchema.optional(),
  time: localTimeSchema.optional(),
  dateTime: boundedDateTime().optional(),
  /** A service id or slug: checks its whole length instead of one slot. */
  service: z.string().max(120).optional(),
});
export const checkTimeslotSchema = z.object({
  artistId: z.string().min(1, 'Please choose an artist'),
  date: localDateSchema,
  time: localTimeSchema,
});
export const availabilityCheckResultSchema = z.object({
  success: z.literal(true),
  available: z.boolean(),
  message: z.string().optional(),
});

/** GET /calendar/events/{artistId}?start=&end= (owner only). */
export const calendarEventsQuerySchema = z.object({ start: boundedDateTime(), end: boundedDateTime() });
export const calendarEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['booking', 'block']),
  title: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(bookingStatuses).nullable(),
  reference: z.string().nullable(),
});
export const calendarEventsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(calendarEventSchema),
});

/** GET /calendar/feed (owner): the private ICS URL; POST /calendar/feed/rotate replaces it. */
export const calendarFeedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** Path parameters: an artist by id (or username where the route says so) and any record by id. */
export const artistIdParamsSchema = z.object({ artistId: z.string().max(100) });
export const recordIdParamsSchema = z.object({ id: z.string().max(100) });
/** GET /calendar/ics/{token}.ics */
export const calendarFeedFileParamsSchema = z.object({ file: z.string() });

/** Writes that answer nothing but success: deletes and the manage-mode save. */
export const okResponseSchema = z.object({ success: z.literal(true) });
export const calendarBlockResponseSchema = z.object({ success: z.literal(true), data: calendarBlockSchema });
