import type { z } from 'zod';
import type { CreateBookingBody, createBookingResultSchema } from '#shared/schemas/bookings.ts';
import type { availabilityCheckResultSchema, checkAvailabilitySchema } from '#shared/schemas/calendar.ts';
import { api } from '#web/lib/api-client.ts';

export type AvailabilityCheck = z.infer<typeof availabilityCheckResultSchema>;
export type AvailabilityCheckBody = z.input<typeof checkAvailabilitySchema>;
export type CreateBookingResult = z.infer<typeof createBookingResultSchema>;

/**
 * POST /bookings/check-availability. Resolves only with the server's answer: a failed check
 * rejects (the spec's client treated a failure as "available"; Easel never guesses).
 */
export const checkAvailability = (body: AvailabilityCheckBody) =>
  api.post<AvailabilityCheck>('/bookings/check-availability', body);

/**
 * POST /bookings (the stored token goes along when signed in). Guests may request free and 'Quote'
 * services; a priced service needs an account (401 SIGN_IN_TO_PAY) and enough MACS (409
 * INSUFFICIENT_FUNDS), and its price is held in escrow with the request. Never retried: a repeat
 * after a lost answer would meet its own booking and report the slot as taken (or pay twice).
 */
export const createBookingRequest = (body: CreateBookingBody) =>
  api.post<CreateBookingResult>('/bookings', body, { retry: false });
