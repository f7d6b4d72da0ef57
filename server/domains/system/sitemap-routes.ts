import type { AppInstance } from '#server/platform/context.ts';
import { routeRateLimit } from '#server/platform/http/rate-limit.ts';
import { listSitemapEntries, renderRobots, renderSitemap } from './sitemap-service.ts';

/**
 * Per route and per client: crawlers ask a few times a day, and the global limit only counts
 * /api paths, so these two pages (the sitemap queries every public artist and campaign) get
 * their own.
 */
export const SITEMAP_RATE_LIMIT = 30;

/** An hour: crawlers come back often enough, and a new page waits at most that long. */
const CACHE_CONTROL = 'public, max-age=3600';

/** GET /sitemap.xml and GET /robots.txt, at the site's root (outside /api/v1), for crawlers. */
export async function sitemapRoutes(app: AppInstance) {
  const { publicUrl } = app.ctx.config;
  const limited = { config: routeRateLimit(SITEMAP_RATE_LIMIT), schema: { hide: true } };

  app.get('/sitemap.xml', limited, async (_request, reply) => {
    const entries = await listSitemapEntries(app.ctx.database.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(renderSitemap(publicUrl, entries));
  });

  app.get('/robots.txt', limited, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(renderRobots(publicUrl)),
  );
}
