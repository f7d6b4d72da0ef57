import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/client.ts';
import type { Service, serviceCategorySchema } from '#shared/schemas/calendar.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import { requireCalendarArtist } from './availability-artist.ts';
import { specServices } from './service-catalogue.ts';
import { services } from './tables.ts';

type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export type ServiceRow = typeof services.$inferSelect;

export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found';

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

const toMacs = (hundredths: number | null) => (hundredths === null ? null : fromMacsMinor(hundredths));
/** '150 MACS' as spec §3's service table shows prices; 'Quote' when the artist prices per request. */
export const priceLabelOf = (macs: number | null) => (macs === null ? 'Quote' : `${macs} MACS`);

export function toServiceView(row: ServiceRow): Service {
  const price = toMacs(row.priceMacs);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    duration: row.durationLabel,
    durationMinutes: row.durationMinutes,
    price,
    priceLabel: priceLabelOf(price),
    cancellationPolicy: row.cancellationPolicy,
  };
}

/** GET /services/artist/{id}: public, in the artist's order. */
export async function listArtistServices(db: Db, artistRef: string): Promise<Service[]> {
  const artist = await requireCalendarArtist(db, artistRef);
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.artistId, artist.id))
    .orderBy(asc(services.sortOrder), asc(services.createdAt), asc(services.id));
  return rows.map(toServiceView);
}

/** GET /services/categories: the spec's catalogue, which new services start from. */
export function listServiceCategories(): ServiceCategory[] {
  return specServices.map((s) => {
    const price = toMacs(s.priceMacs);
    return {
      id: s.slug,
      name: s.name,
      duration: s.durationLabel,
      durationMinutes: s.durationMinutes,
      price,
      priceLabel: priceLabelOf(price),
    };
  });
}
