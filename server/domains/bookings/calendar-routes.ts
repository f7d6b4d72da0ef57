import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { profileParamsSchema } from '#shared/schemas/artists.ts';
import {
  artistAvailabilityResponseSchema,
  availabilityRuleInputSchema,
  availabilityRuleResponseSchema,
  calendarBlockInputSchema,
  calendarBlockResponseSchema,
  calendarEventsQuerySchema,
  calendarEventsResponseSchema,
  daySlotsResponseSchema,
  okResponseSchema,
  recordIdParamsSchema,
  slotsQuerySchema,
} from '#shared/schemas/calendar.ts';
import {
  createAvailabilityRule,
  deleteAvailabilityRule,
  getArtistAvailability,
  updateAvailabilityRule,
} from './availability-rules.ts';
import { getDaySlots } from './availability-service.ts';
import { createBlock, deleteBlock } from './calendar-blocks.ts';
import { listCalendarEvents } from './calendar-events.ts';

const tags = ['calendar'];

/** Spec §7 Calendar: availability rules, slots of a date, the owner's events, and blocks. */
export async function calendarRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;

  app.get(
    '/calendar/availability/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "An artist's weekly hours and date rules in their zone; blocks only for the artist",
        params: profileParamsSchema,
        response: { 200: artistAvailabilityResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getArtistAvailability(db(), request.params.id, request.auth?.userId),
    }),
  );

  app.post(
    '/calendar/availability',
    {
      schema: {
        tags,
        summary: 'Add a weekly window, a dated window or a closed date to the caller’s calendar',
        body: availabilityRuleInputSchema,
        response: { 201: availabilityRuleResponseSchema },
      },
    },
    async (request, reply) => {
      const rule = await createAvailabilityRule(db(), requireAuth(request), request.body);
      return reply.status(201).send({ success: true as const, data: rule });
    },
  );

  app.put(
    '/calendar/availability/:id',
    {
      schema: {
        tags,
        summary: 'Replace one of the caller’s rules; past dates cannot be changed; others’ are 404',
        params: recordIdParamsSchema,
        body: availabilityRuleInputSchema,
        response: { 200: availabilityRuleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAvailabilityRule(db(), requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/calendar/availability/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s rules; past dates cannot be changed; others’ are 404',
        params: recordIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deleteAvailabilityRule(db(), requireAuth(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/calendar/slots/:id',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: 'The offered slots of one date for a booking of `duration` minutes (default 60)',
        params: profileParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: daySlotsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDaySlots(db(), request.params.id, request.query.date, request.query.duration),
    }),
  );

  app.get(
    '/calendar/events/:id',
    {
      schema: {
        tags,
        summary: 'The artist’s own bookings and blocks overlapping [start, end) (at most 62 days)',
        params: profileParamsSchema,
        querystring: calendarEventsQuerySchema,
        response: { 200: calendarEventsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCalendarEvents(
        db(),
        requireAuth(request),
        request.params.id,
        request.query.start,
        request.query.end,
      ),
    }),
  );

  app.post(
    '/calendar/block',
    {
      schema: {
        tags,
        summary: 'Keep a future stretch of the caller’s time free of new bookings',
        body: calendarBlockInputSchema,
        response: { 201: calendarBlockResponseSchema },
      },
    },
    async (request, reply) => {
      const block = await createBlock(db(), requireAuth(request), request.body);
      return reply.status(201).send({ success: true as const, data: block });
    },
  );

  app.delete(
    '/calendar/block/:id',
    {
      schema: {
        tags,
        summary: 'Remove one of the caller’s blocks; others’ are 404',
        params: recordIdParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deleteBlock(db(), requireAuth(request), request.params.id);
      return { success: true as const };
    },
  );
}
