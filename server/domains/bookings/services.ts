import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { services } from './tables.ts';

export type ServiceRow = typeof services.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of the artist's services by id, catalogue slug or name (case-insensitive): the spec's
 * clients send the service as a name ('Portrait Session') or an id ('portrait').
 */
export async function resolveService(tx: Db, artistId: string, ref: string): Promise<ServiceRow | null> {
  const value = ref.trim();
  if (!value) return null;
  const [row] = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.artistId, artistId),
        or(
          uuidPattern.test(value) ? eq(services.id, value) : undefined,
          eq(services.slug, value.toLowerCase()),
          sql`lower(${services.name}) = ${value.toLowerCase()}`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
