import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import {
  artistIdParamsSchema,
  availabilityCheckResultSchema,
  availabilityMapSchema,
  availabilityRangeQuerySchema,
  checkAvailabilitySchema,
  checkTimeslotSchema,
  okResponseSchema,
  saveAvailabilitySchema,
} from '#shared/schemas/calendar.ts';
import { checkSlot } from './availability-checks.ts';
import { saveAvailability } from './availability-save.ts';
import { getAvailabilityMap } from './availability-service.ts';

const tags = ['bookings'];

/**
 * Spec §7 "Separate booking service": the availability map, the manage-mode save and the two
 * pre-submit checks. Reads and checks are public; the save is the artist's own.
 */
export async function availabilityRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/bookings/availability/:artistId',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary:
          'Free and booked slot times and the state of every date from startDate to endDate (≤ 62 days)',
        params: artistIdParamsSchema,
        querystring: availabilityRangeQuerySchema,
        response: { 200: availabilityMapSchema },
      },
    },
    async (request) =>
      getAvailabilityMap(db(), request.params.artistId, request.query.startDate, request.query.endDate),
  );

  app.post(
    '/availability/:artistId',
    {
      schema: {
        tags,
        summary: 'Save manage-mode changes: per date the open slot times, [] to close, null to reset',
        params: artistIdParamsSchema,
        body: saveAvailabilitySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await saveAvailability(db(), requireAuth(request), request.params.artistId, request.body.availability);
      return { success: true as const };
    },
  );

  app.post(
    '/bookings/check-availability',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Whether {date, time} or {dateTime} is free (for a service, its whole length)',
        body: checkAvailabilitySchema,
        response: { 200: availabilityCheckResultSchema },
      },
    },
    async (request) => checkSlot(db(), request.body),
  );

  app.post(
    '/bookings/check-timeslot',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'Whether the one-hour slot at {date, time} is free',
        body: checkTimeslotSchema,
        response: { 200: availabilityCheckResultSchema },
      },
    },
    async (request) => checkSlot(db(), request.body),
  );
}
