import { z } from 'zod';
import { PUBLIC_ACCESS } from '#server/platform/auth-guard.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { notFound } from '#server/platform/errors.ts';
import { storageFor } from '#server/platform/storage/storage.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves stored files. Keys are generated and never reused, so a file can be cached forever;
 * only raster images and video are served, and a sandbox CSP keeps anything opened directly inert
 * (frame-ancestors and base-uri do not fall back to default-src, so they are named).
 */
export async function fileRoutes(app: AppInstance) {
  const storage = storageFor(app.ctx.config);

  app.get(
    '/files/*',
    {
      config: PUBLIC_ACCESS,
      schema: {
        tags: ['media'],
        summary: 'A stored image or video by its key',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const file = await storage.get(request.params['*']);
      if (!file) throw notFound('File not found');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
        )
        .send(file.stream);
    },
  );
}
