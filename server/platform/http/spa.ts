import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../context.ts';
import { sendError } from './error-handler.ts';

/** Serves the built web app; any GET outside /api answers index.html so client routes work. */
export async function registerSpa(app: AppInstance) {
  const dist = app.ctx.config.webDistDir;
  const indexPath = join(dist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs); send those when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${path}`);
    }
    if (!indexHtml) {
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The web app is not built yet; run npm run build');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });
}
