import type { AppInstance } from '#server/platform/context.ts';
import { feedQuerySchema, feedResponseSchema } from '#shared/schemas/feed.ts';
import { getFeedPage } from './service.ts';

export async function feedRoutes(app: AppInstance) {
  app.get(
    '/feed',
    {
      schema: {
        tags: ['feed'],
        summary: "Artists' published artworks, newest first; pass nextCursor back as cursor for more",
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema },
      },
    },
    async (request) => getFeedPage(app.ctx.database.db, request.query),
  );
}
