import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import type {
  AcceptQuoteBody,
  Booking,
  BookingAccessResult,
  BookingStats,
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingStatsResponseSchema,
  bookingsResultSchema,
  QuoteBody,
  reviewResponseSchema,
  singleBookingResultSchema,
} from '#shared/schemas/bookings.ts';
import { dashboardStatsKeys } from '#web/features/dashboard-stats/api/dashboard-stats-api.ts';
import { walletKeys } from '#web/features/wallet/api/wallet-api.ts';
import { api } from '#web/lib/api-client.ts';
import { calendarKeys } from './calendar-api.ts';

type BookingListResponse = z.infer<typeof bookingListResponseSchema>;
type BookingResponse = z.infer<typeof bookingResponseSchema>;
type BookingStatsResponse = z.infer<typeof bookingStatsResponseSchema>;
type SingleBookingResult = z.infer<typeof singleBookingResultSchema>;
type ReviewResponse = z.infer<typeof reviewResponseSchema>;
/** The spec's lookup reads `success` and a bookings array; a false `success` is possible from older hosts. */
export type LookupResult = z.infer<typeof bookingsResultSchema> | { success: false; bookings?: Booking[] };

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  artist: (artistId: string) => [...bookingKeys.lists(), 'artist', artistId] as const,
  /** Keyed by the signed-in user so one person's list never shows for the next. */
  client: (userId: string) => [...bookingKeys.lists(), 'client', userId] as const,
  stats: (artistId: string) => [...bookingKeys.all, 'stats', artistId] as const,
  manage: (token: string) => [...bookingKeys.all, 'manage', token] as const,
  access: (token: string) => [...bookingKeys.all, 'access', token] as const,
};

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** GET /booking/artist/{id}: every booking of the artist (the caller must be that artist). */
export function artistBookingsQuery(artistId: string) {
  return queryOptions({
    queryKey: bookingKeys.artist(artistId),
    queryFn: ({ signal }) => api.get<BookingListResponse>(`/booking/artist/${path(artistId)}`, { signal }),
    select: (body) => body.data,
  });
}

/** GET /booking/client: the signed-in person's own booking requests. */
export function clientBookingsQuery(userId: string) {
  return queryOptions({
    queryKey: bookingKeys.client(userId),
    queryFn: ({ signal }) => api.get<BookingListResponse>('/booking/client', { signal }),
    select: (body) => body.data,
  });
}

/** GET /booking/stats/{id}: total, pending, confirmed, declined, completed (and cancelled). */
export function bookingStatsQuery(artistId: string) {
  return queryOptions({
    queryKey: bookingKeys.stats(artistId),
    queryFn: ({ signal }) => api.get<BookingStatsResponse>(`/booking/stats/${path(artistId)}`, { signal }),
    select: (body): BookingStats => body.data,
  });
}

/** GET /bookings/manage/{token}: the booking behind a guest's self-service link from the e-mail. */
export function managedBookingQuery(token: string) {
  return queryOptions({
    queryKey: bookingKeys.manage(token),
    queryFn: ({ signal }) =>
      api.get<SingleBookingResult>(`/bookings/manage/${path(token)}`, { signal, auth: false }),
    select: (body) => body.booking,
  });
}

/** Every booking action moves state (and often MACS): never repeated automatically. */
async function postBooking(id: string, action: string, body?: unknown): Promise<Booking> {
  const result = await api.post<BookingResponse>(`/booking/${path(id)}/${action}`, body, { retry: false });
  return result.data;
}

export type BookingDecision = 'accept' | 'decline' | 'cancel' | 'complete';

/**
 * POST /booking/{id}/accept | decline {reason} | cancel {reason} | complete. Never repeated
 * automatically: a second accept after a lost answer would only meet a 409.
 */
export function decideBooking(id: string, decision: BookingDecision, reason = ''): Promise<Booking> {
  return postBooking(id, decision, decision === 'decline' || decision === 'cancel' ? { reason } : undefined);
}

/** POST /booking/{id}/quote {price, note}: the artist prices a Quote request (or prices it again). */
export function sendQuote(id: string, quote: QuoteBody): Promise<Booking> {
  return postBooking(id, 'quote', quote);
}

/**
 * POST /booking/{id}/quote/accept: the client accepts the quote on the terms shown (its price and
 * policy); the price is held in escrow and the booking is confirmed. 409 INSUFFICIENT_FUNDS when
 * their balance is short, 409 PRICE_CHANGED when the artist sent another quote meanwhile.
 */
export function acceptQuote(id: string, terms: AcceptQuoteBody): Promise<Booking> {
  return postBooking(id, 'quote/accept', terms);
}

/** POST /booking/{id}/quote/decline {reason}: the client declines the quote; the booking is cancelled. */
export function declineQuote(id: string, reason = ''): Promise<Booking> {
  return postBooking(id, 'quote/decline', { reason });
}

/** POST /booking/{id}/dispute {reason}: the client contests a paid session; the MACS stay held. */
export function openDispute(id: string, reason: string): Promise<Booking> {
  return postBooking(id, 'dispute', { reason });
}

/** POST /bookings/lookup {email, reference}: the booking of that reference, when made with the e-mail. */
export function lookupBookings(email: string, reference: string) {
  return api.post<LookupResult>('/bookings/lookup', { email, reference }, { auth: false, retry: false });
}

/** POST /bookings/lookup/link {email}: mail the address a link to every booking made with it. */
export function requestBookingAccessLink(email: string) {
  return api.post<MessageResponse>('/bookings/lookup/link', { email }, { auth: false, retry: false });
}

/** POST /bookings/lookup/access {token}: every booking of the address behind a mailed link. */
export function bookingAccessQuery(token: string) {
  return queryOptions({
    queryKey: bookingKeys.access(token),
    queryFn: ({ signal }) =>
      api.post<BookingAccessResult>('/bookings/lookup/access', { token }, { signal, auth: false }),
  });
}

/** POST /bookings/manage/{token}/cancel {reason}: the guest cancels through the e-mailed link. */
export async function cancelManagedBooking(token: string, reason: string): Promise<Booking> {
  const result = await api.post<SingleBookingResult>(
    `/bookings/manage/${path(token)}/cancel`,
    { reason },
    { auth: false, retry: false },
  );
  return result.booking;
}

/** POST /booking/{id}/review {rating, body}: the client of a completed booking, once. */
export function reviewBooking(id: string, review: { rating: number; body: string }) {
  return api.post<ReviewResponse>(`/booking/${path(id)}/review`, review, { retry: false });
}

/** Puts a changed booking into every cached list at once, so no card shows the old status meanwhile. */
export function replaceCachedBooking(queryClient: QueryClient, booking: Booking) {
  for (const [key, data] of queryClient.getQueriesData<BookingListResponse>({
    queryKey: bookingKeys.lists(),
  })) {
    if (!data?.data.some((b) => b.id === booking.id)) continue;
    queryClient.setQueryData<BookingListResponse>(key, {
      ...data,
      data: data.data.map((b) => (b.id === booking.id ? booking : b)),
    });
  }
}

/**
 * After any change: the lists and counts, and the calendar (a cancel frees its slot), are read
 * again; so are the wallet and the dashboard figures, since a paid session moves MACS.
 */
export function refreshBookings(queryClient: QueryClient) {
  return Promise.all(
    [bookingKeys.all, calendarKeys.all, walletKeys.all, dashboardStatsKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
