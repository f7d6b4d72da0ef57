import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { discoverQuerySchema, discoverResponseSchema } from '#shared/schemas/artists.ts';
import { discover } from './discover.ts';

/** /discover renders a category page (its artists and their newest works) from one call. */
export async function discoverRoutes(app: AppInstance) {
  app.get(
    '/discover',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['discover'],
        summary: 'Artists of a category (or all) and their newest published works',
        querystring: discoverQuerySchema,
        response: { 200: discoverResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await discover(app.ctx.database.db, request.query)) }),
  );
}
