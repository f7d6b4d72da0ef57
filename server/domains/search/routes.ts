import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { searchQuerySchema, searchResponseSchema } from '#shared/schemas/search.ts';
import { searchSite } from './service.ts';

/** The navigation search box: public, ranked full-text search. */
export async function searchRoutes(app: AppInstance) {
  app.get(
    '/search',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['search'],
        summary:
          'Search artists, artworks and services (PostgreSQL full-text, ranked, prefix matching for type-ahead)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => searchSite(app.ctx.database.db, request.query),
  );
}
