import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { authRateLimit } from '#server/platform/http/rate-limit.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  BOOKING_ACCESS_SENT_MESSAGE,
  bookingAccessRequestSchema,
  bookingAccessResultSchema,
  bookingAccessSchema,
  bookingIdParamsSchema,
  bookingLookupSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
  bookingsResultSchema,
  clientEmailParamsSchema,
  createBookingResultSchema,
  createBookingSchema,
  manageTokenParamsSchema,
  patchActionSchema,
  patchStatusResultSchema,
  patchStatusSchema,
  reasonBodySchema,
  singleBookingResultSchema,
} from '#shared/schemas/bookings.ts';
import { openBookingAccess, requestBookingAccess } from './booking-access.ts';
import { createBooking } from './booking-create.ts';
import {
  getBookingByManageToken,
  getBookingForCaller,
  listBookingsForEmail,
  lookupBookings,
  queryBookings,
} from './booking-queries.ts';
import { bookingDeps, optionalCaller } from './booking-route-kit.ts';
import { cancelByManageToken, changeStatus, type TargetStatus } from './booking-status.ts';

const tags = ['bookings'];
const params = bookingIdParamsSchema;

/**
 * Spec §7 "Separate booking service", under /bookings. Creating stays open to guests; reading
 * needs the caller's own scope and status changes the artist's token (or, to cancel, the
 * client's). Guests track with e-mail plus reference, and manage one booking through their link.
 * H2 registers /bookings/availability/{artistId}, /bookings/check-availability and /check-timeslot.
 */
export async function bookingApiRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.post(
    '/bookings',
    {
      config: { accountLimit: 'bookings', ...PUBLIC_ACCESS },
      schema: {
        tags,
        summary: 'Request a booking (guests too); answers bookingId and the reference',
        body: createBookingSchema,
        response: { 201: createBookingResultSchema },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(bookingDeps(app, request), request.body, optionalCaller(request));
      return reply
        .status(201)
        .send({ success: true as const, bookingId: booking.id, reference: booking.reference, booking });
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: "The caller's bookings; artistId, userId and clientEmail must name the caller",
        querystring: bookingsQuerySchema,
        response: { 200: bookingsPageSchema },
      },
    },
    async (request) => queryBookings(db(), requireAuth(request).userId, request.query),
  );

  app.post(
    '/bookings/lookup',
    {
      config: { ...authRateLimit(app), ...PUBLIC_ACCESS },
      schema: {
        tags,
        summary: 'Track: the booking of this reference when it was made with the e-mail; else an empty list',
        body: bookingLookupSchema,
        response: { 200: bookingsResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      bookings: await lookupBookings(db(), request.body.email, request.body.reference),
    }),
  );

  app.post(
    '/bookings/lookup/link',
    {
      config: { ...authRateLimit(app), ...PUBLIC_ACCESS },
      schema: {
        tags,
        summary: 'Mail the address a link to every booking made with it (same answer whatever it has)',
        body: bookingAccessRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestBookingAccess(db(), request.body.email);
      return { success: true as const, message: BOOKING_ACCESS_SENT_MESSAGE };
    },
  );

  app.post(
    '/bookings/lookup/access',
    {
      config: { ...authRateLimit(app), ...PUBLIC_ACCESS },
      schema: {
        tags,
        summary: 'Every booking of the address a mailed link was sent to, while the link lives',
        body: bookingAccessSchema,
        response: { 200: bookingAccessResultSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await openBookingAccess(db(), request.body.token)) }),
  );

  app.get(
    '/bookings/user/:clientEmail',
    {
      schema: {
        tags,
        summary: 'The bookings made with an e-mail, for the signed-in owner of that e-mail only',
        params: clientEmailParamsSchema,
        response: { 200: bookingsResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      bookings: await listBookingsForEmail(db(), requireAuth(request).userId, request.params.clientEmail),
    }),
  );

  app.get(
    '/bookings/manage/:token',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "The booking behind a guest's self-service link",
        params: manageTokenParamsSchema,
        response: { 200: singleBookingResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      booking: await getBookingByManageToken(db(), request.params.token),
    }),
  );

  app.post(
    '/bookings/manage/:token/cancel',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "Cancel through the guest's self-service link (same rules as the client's cancel)",
        params: manageTokenParamsSchema,
        body: reasonBodySchema.nullish(),
        response: { 200: singleBookingResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      booking: await cancelByManageToken(
        bookingDeps(app, request),
        request.params.token,
        request.body?.reason,
      ),
    }),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary: 'One booking the caller is in',
        params,
        response: { 200: singleBookingResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      booking: await getBookingForCaller(db(), request.params.id, requireAuth(request).userId),
    }),
  );

  const patch = async (
    request: Parameters<typeof bookingDeps>[1] & { params: { id: string } },
    to: TargetStatus,
    reason: string | undefined,
  ) => {
    const booking = await changeStatus(
      bookingDeps(app, request),
      request.params.id,
      to,
      { userId: requireAuth(request).userId },
      reason,
    );
    return { success: true as const, booking: { status: booking.status, updatedAt: booking.updatedAt } };
  };

  app.patch(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary: "Change a booking's status (artist; the client may cancel)",
        params,
        body: patchStatusSchema,
        response: { 200: patchStatusResultSchema },
      },
    },
    async (request) => patch(request, request.body.status, request.body.reason),
  );

  app.patch(
    '/bookings/:id/confirm',
    {
      schema: {
        tags,
        summary: 'The earlier variant: {action: accept | decline} (artist)',
        params,
        body: patchActionSchema,
        response: { 200: patchStatusResultSchema },
      },
    },
    async (request) =>
      patch(request, request.body.action === 'accept' ? 'confirmed' : 'declined', request.body.reason),
  );
}
