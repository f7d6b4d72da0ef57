import type { AppContext } from '../context.ts';
import { publishEvent } from '../events/events.ts';
import type { PageCache } from './page-cache.ts';

/** Says that a write was answered: every instance drops its kept pages. */
export type AnnounceWrite = () => void;

/**
 * Keeps the instances' page caches in step on a shared PostgreSQL. A write any instance answers
 * is announced on the `public_pages` channel, and every instance listening drops its kept pages,
 * so a change shows everywhere on the next load, not after the cache's few seconds. If the
 * announcement is lost (the listening connection is down), the time limit still bounds it.
 * On PGlite the server is the only instance (one process per data folder): nothing to announce.
 */
export async function sharePageCacheDrops(
  ctx: Pick<AppContext, 'database' | 'events'>,
  cache: Pick<PageCache, 'invalidate'>,
  log: { warn(object: object, message: string): void },
): Promise<AnnounceWrite> {
  if (ctx.database.driver !== 'postgres') return () => {};
  try {
    await ctx.events.subscribe('public_pages', () => cache.invalidate());
  } catch (error) {
    log.warn(
      { err: error },
      "not listening for other instances' writes: their changes show when kept pages expire",
    );
  }
  return () => {
    publishEvent(ctx.database.db, 'public_pages', {}).catch((error: unknown) => {
      log.warn(
        { err: error },
        'a write was not announced to the other instances: it shows there when kept pages expire',
      );
    });
  };
}
