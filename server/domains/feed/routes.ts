import { PUBLIC_ACCESS, requireAuth } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { feedQuerySchema, feedResponseSchema } from '#shared/schemas/feed.ts';
import { getFeedPage } from './service.ts';

export async function feedRoutes(app: AppInstance) {
  app.get(
    '/feed',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['feed'],
        summary:
          "Artists' published artworks, newest first; pass nextCursor back as cursor for more. scope=following (signed in) keeps followed artists",
        querystring: feedQuerySchema,
        response: { 200: feedResponseSchema },
      },
    },
    async (request) => {
      // Everyone may read the feed; the following scope needs to know who is asking.
      const viewerId =
        request.query.scope === 'following' ? requireAuth(request).userId : (request.auth?.userId ?? null);
      return getFeedPage(app.ctx.database.db, request.query, viewerId);
    },
  );
}
