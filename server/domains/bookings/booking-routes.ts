import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  bookingDeletedResponseSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingStatsResponseSchema,
  createBookingSchema,
  reasonBodySchema,
  updateBookingSchema,
} from '#shared/schemas/bookings.ts';
import { createBooking } from './booking-create.ts';
import { BOOKING_DELETED_MESSAGE, deleteBooking, updateBooking } from './booking-edit.ts';
import { bookingPaymentRoutes } from './booking-payment-routes.ts';
import {
  getArtistBookingStats,
  getBookingForCaller,
  listArtistBookings,
  listClientBookings,
  listMyBookings,
} from './booking-queries.ts';
import { bookingDeps, optionalCaller } from './booking-route-kit.ts';
import { changeStatus, type TargetStatus } from './booking-status.ts';

const tags = ['bookings'];
const params = bookingIdParamsSchema;

/** The four decisions of spec §7 "Booking"; decline and cancel carry an optional reason. */
const decisions: { path: string; to: TargetStatus; summary: string; reason: boolean }[] = [
  { path: 'accept', to: 'confirmed', summary: 'Accept a pending request (artist)', reason: false },
  {
    path: 'decline',
    to: 'declined',
    summary: 'Decline a pending request with a reason (artist)',
    reason: true,
  },
  {
    path: 'cancel',
    to: 'cancelled',
    summary: 'Cancel a pending or confirmed booking (either party)',
    reason: true,
  },
  {
    path: 'complete',
    to: 'completed',
    summary: 'Mark a started confirmed session completed (artist)',
    reason: false,
  },
];

/** Spec §7 "Booking": the main backend's booking calls, over the one booking service. */
export async function bookingRoutes(app: AppInstance) {
  await app.register(bookingPaymentRoutes);
  const db = () => app.ctx.database.db;
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/booking',
    {
      schema: {
        tags,
        summary: "The caller's bookings as artist or client, latest start first (status and q filter)",
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (request) => ok(await listMyBookings(db(), requireAuth(request).userId, request.query)),
  );

  app.get(
    '/booking/artist/:id',
    {
      schema: {
        tags,
        summary: "The artist's incoming bookings; only for the artist themself (403 otherwise)",
        params,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (request) =>
      ok(await listArtistBookings(db(), requireAuth(request).userId, request.params.id, request.query)),
  );

  app.get(
    '/booking/client',
    {
      schema: {
        tags,
        summary: 'The bookings the caller made, including guest requests made with their e-mail',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (request) => ok(await listClientBookings(db(), requireAuth(request).userId, request.query)),
  );

  app.get(
    '/booking/stats/:id',
    {
      schema: {
        tags,
        summary: "The artist's own booking counts by status",
        params,
        response: { 200: bookingStatsResponseSchema },
      },
    },
    async (request) => ok(await getArtistBookingStats(db(), requireAuth(request).userId, request.params.id)),
  );

  app.post(
    '/booking',
    {
      config: { accountLimit: 'bookings', ...PUBLIC_ACCESS },
      schema: {
        tags,
        summary: 'Request a booking (guests too); 409 SLOT_TAKEN when the time is no longer free',
        body: createBookingSchema,
        response: { 201: bookingResponseSchema },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(bookingDeps(app, request), request.body, optionalCaller(request));
      return reply.status(201).send(ok(booking));
    },
  );

  app.get(
    '/booking/:id',
    {
      schema: {
        tags,
        summary: 'One booking the caller is in',
        params,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => ok(await getBookingForCaller(db(), request.params.id, requireAuth(request).userId)),
  );

  app.put(
    '/booking/:id',
    {
      schema: {
        tags,
        summary: "Change a pending request's time, service or message (its client)",
        params,
        body: updateBookingSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) =>
      ok(
        await updateBooking(bookingDeps(app, request), request.params.id, request.body, {
          userId: requireAuth(request).userId,
        }),
      ),
  );

  app.delete(
    '/booking/:id',
    {
      schema: {
        tags,
        summary: 'Remove a declined or cancelled booking from the artist’s list',
        params,
        response: { 200: bookingDeletedResponseSchema },
      },
    },
    async (request) => {
      await deleteBooking(bookingDeps(app, request), request.params.id, {
        userId: requireAuth(request).userId,
      });
      return { success: true as const, message: BOOKING_DELETED_MESSAGE };
    },
  );

  for (const decision of decisions) {
    app.post(
      `/booking/:id/${decision.path}`,
      {
        schema: {
          tags,
          summary: decision.summary,
          params,
          ...(decision.reason ? { body: reasonBodySchema.nullish() } : {}),
          response: { 200: bookingResponseSchema },
        },
      },
      async (request) => {
        const reason = decision.reason
          ? (request.body as { reason?: string } | undefined)?.reason
          : undefined;
        const booking = await changeStatus(
          bookingDeps(app, request),
          request.params.id,
          decision.to,
          { userId: requireAuth(request).userId },
          reason,
        );
        return ok(booking);
      },
    );
  }
}
