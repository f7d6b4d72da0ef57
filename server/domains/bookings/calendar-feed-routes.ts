import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { calendarFeedFileParamsSchema, calendarFeedResponseSchema } from '#shared/schemas/calendar.ts';
import { getCalendarFeedUrl, renderCalendarFeed, rotateCalendarFeed } from './calendar-feed-service.ts';

const tags = ['calendar'];

export async function calendarFeedRoutes(app: AppInstance) {
  const db = () => app.ctx.database.db;
  const publicUrl = () => app.ctx.config.publicUrl;

  app.get(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: "The artist's private ICS feed URL (created on first call)",
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { url: await getCalendarFeedUrl(db(), requireAuth(request).userId, publicUrl()) },
    }),
  );

  app.post(
    '/calendar/feed/rotate',
    {
      schema: {
        tags,
        summary: 'Replaces the feed URL; the old one stops working',
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { url: await rotateCalendarFeed(db(), requireAuth(request).userId, publicUrl()) },
    }),
  );

  app.get(
    '/calendar/ics/:file',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags,
        summary: "The artist's confirmed sessions as iCalendar (RFC 5545); the secret file name is the key",
        params: calendarFeedFileParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(db(), request.params.file, new Date());
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
