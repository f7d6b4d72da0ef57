import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, notFound } from '#server/platform/errors.ts';
import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from '#shared/booking-payments.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { toMacsMinor } from '#shared/schemas/media.ts';
import { lockCalendar, requireOwnCalendar } from './availability-artist.ts';
import { specServices } from './service-catalogue.ts';
import { SERVICE_NOT_FOUND_MESSAGE, type ServiceRow, toServiceView } from './services.ts';
import { services } from './tables.ts';

export const ONLY_ARTISTS_SERVICES_MESSAGE = 'Only artists can manage services';
export const SERVICE_NAME_TAKEN_MESSAGE = 'You already have a service with this name';

const SLUG_MAX_LENGTH = 40;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ServiceInput = {
  name: string;
  duration?: string | undefined;
  durationMinutes: number;
  price: number | null;
  cancellationPolicy?: CancellationPolicy | undefined;
};
export type ServiceChanges = Partial<ServiceInput>;

/** 'Raku Firing — Weekend!' → 'raku-firing-weekend'; a name with no Latin letters → 'service'. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'service';
}

/**
 * A service named like one of the catalogue's ('Art Consultation') takes its catalogue id
 * ('consultation'), so a service started from GET /services/categories books by the same id as a
 * seeded one; any other name is slugged.
 */
export function baseSlugFor(name: string): string {
  const lower = name.trim().toLowerCase();
  return specServices.find((s) => s.name.toLowerCase() === lower)?.slug ?? slugFromName(name);
}

/** The first of slug, slug-2, slug-3, … the artist does not use yet (the table's unique key agrees). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** '1 hour', '1.5 hours', '45 minutes': the label shown when the artist gives none. */
export function describeDuration(minutes: number): string {
  if (minutes === 60) return '1 hour';
  if (minutes % 30 === 0) return `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

async function assertNameFree(tx: Db, artistId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.artistId, artistId),
        sql`lower(${services.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(services.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(SERVICE_NAME_TAKEN_MESSAGE);
}

const callerMessages = { onlyArtists: ONLY_ARTISTS_SERVICES_MESSAGE, ownOnly: ONLY_ARTISTS_SERVICES_MESSAGE };

/**
 * POST /services: a new service at the end of the caller's list. The slug comes from the name and
 * never changes afterwards, so links and clients that book by slug keep working after a rename.
 */
export async function createService(db: Db, caller: AuthContext, input: ServiceInput): Promise<Service> {
  const artist = await requireOwnCalendar(db, caller, undefined, callerMessages);
  return db.transaction(async (tx) => {
    // Two creates at once would pick the same free slug; one waits for the other instead.
    await lockCalendar(tx, artist.id);
    await assertNameFree(tx, artist.id, input.name);
    const existing = await tx
      .select({ slug: services.slug, sortOrder: services.sortOrder })
      .from(services)
      .where(eq(services.artistId, artist.id));
    const [row] = await tx
      .insert(services)
      .values({
        artistId: artist.id,
        slug: firstFreeSlug(baseSlugFor(input.name), new Set(existing.map((s) => s.slug))),
        name: input.name,
        durationLabel: input.duration || describeDuration(input.durationMinutes),
        durationMinutes: input.durationMinutes,
        priceMacs: input.price === null ? null : toMacsMinor(input.price),
        cancellationPolicy: input.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
        sortOrder: Math.max(-1, ...existing.map((s) => s.sortOrder)) + 1,
      })
      .returning();
    return toServiceView(row!);
  });
}

/** Someone else's service is "not found", whoever asks. */
async function findOwnService(tx: Db, artistId: string, id: string): Promise<ServiceRow> {
  if (!uuidPattern.test(id)) throw notFound(SERVICE_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.artistId, artistId)))
    .limit(1);
  if (!row) throw notFound(SERVICE_NOT_FOUND_MESSAGE);
  return row;
}

/** PUT /services/{id}: only the fields sent change; bookings keep the name they were made with. */
export async function updateService(
  db: Db,
  caller: AuthContext,
  id: string,
  changes: ServiceChanges,
): Promise<Service> {
  const artist = await requireOwnCalendar(db, caller, undefined, callerMessages);
  return db.transaction(async (tx) => {
    await lockCalendar(tx, artist.id);
    const current = await findOwnService(tx, artist.id, id);
    if (changes.name !== undefined) await assertNameFree(tx, artist.id, changes.name, id);
    const set: Partial<typeof services.$inferInsert> = { updatedAt: new Date() };
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.durationMinutes !== undefined) set.durationMinutes = changes.durationMinutes;
    if (changes.duration) set.durationLabel = changes.duration;
    else if (changes.durationMinutes !== undefined && changes.durationMinutes !== current.durationMinutes)
      set.durationLabel = describeDuration(changes.durationMinutes);
    if (changes.price !== undefined)
      set.priceMacs = changes.price === null ? null : toMacsMinor(changes.price);
    // Bookings already made keep the policy they were made under (copied onto the booking).
    if (changes.cancellationPolicy !== undefined) set.cancellationPolicy = changes.cancellationPolicy;
    const [row] = await tx.update(services).set(set).where(eq(services.id, id)).returning();
    return toServiceView(row!);
  });
}

/** DELETE /services/{id}: past bookings keep their copied service name (the foreign key sets null). */
export async function deleteService(db: Db, caller: AuthContext, id: string): Promise<void> {
  const artist = await requireOwnCalendar(db, caller, undefined, callerMessages);
  await db.transaction(async (tx) => {
    await findOwnService(tx, artist.id, id);
    await tx.delete(services).where(eq(services.id, id));
  });
}
