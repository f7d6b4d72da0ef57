import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import { services } from '#server/domains/bookings/tables.ts';
import { toMediaUrls } from '#server/domains/media/columns.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublic } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import type {
  ArtistHit,
  ArtworkHit,
  SearchQuery,
  SearchResponse,
  ServiceHit,
} from '#shared/schemas/search.ts';
import { toPrefixTsquery, tsquerySql } from './tsquery.ts';

/*
 * Search reads across domains (artists, media, bookings) as a read model: it only selects, and
 * each predicate below is the exact expression an index of migration 0005 was built on, so the
 * planner can use that GIN index. Changing one side without the other silently loses the index.
 */
const artistDocument = sql`"artist_profiles"."search_document"`;
const mediaDocument = sql`media_search_document(${media.title}, ${media.caption}, ${media.tags})`;
const serviceDocument = sql`to_tsvector('simple'::regconfig, ${services.name})`;

const artistRef = {
  artistId: users.id,
  artistName: users.name,
  artistUsername: users.username,
  artistAvatarUrl: users.avatarUrl,
  artistVerified: users.verified,
};

type ArtistRefRow = {
  artistId: string;
  artistName: string;
  artistUsername: string;
  artistAvatarUrl: string | null;
  artistVerified: boolean;
};

const toArtistRef = (r: ArtistRefRow) => ({
  id: r.artistId,
  name: r.artistName,
  username: r.artistUsername,
  avatarUrl: r.artistAvatarUrl,
  verified: r.artistVerified,
});

const toMacs = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);
/** '150 MACS' as spec §3's service table shows prices; 'Quote' when the artist prices per request. */
const priceLabel = (macs: number | null) => (macs === null ? 'Quote' : `${macs} MACS`);

async function searchArtists(db: Db, query: SQL, limit: number): Promise<ArtistHit[]> {
  const rank = sql`ts_rank(${artistDocument}, ${query})`;
  const rows = await db
    .select({ ...artistRef, category: artistProfiles.category, location: artistProfiles.location })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(and(accountIsActive, sql`${artistDocument} @@ ${query}`))
    .orderBy(desc(rank), users.id)
    .limit(limit);
  return rows.map((r) => ({ ...toArtistRef(r), category: r.category, location: r.location }));
}

/** Published work only (the partial index holds nothing else), of artists who still are artists. */
async function searchArtworks(db: Db, query: SQL, limit: number): Promise<ArtworkHit[]> {
  const rank = sql`ts_rank(${mediaDocument}, ${query})`;
  const rows = await db
    .select({
      id: media.id,
      title: media.title,
      type: media.type,
      storageKey: media.storageKey,
      displayKey: media.displayKey,
      thumbnailKey: media.thumbnailKey,
      priceMacs: media.priceMacs,
      allowDownload: media.allowDownload,
      ...artistRef,
    })
    .from(media)
    .innerJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .innerJoin(users, eq(users.id, media.artistId))
    .where(and(artworkIsPublic, sql`${mediaDocument} @@ ${query}`))
    .orderBy(desc(rank), desc(media.createdAt), media.id)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    ...toMediaUrls(r),
    price: toMacs(r.priceMacs),
    artist: toArtistRef(r),
  }));
}

/** Only services that can be booked now: their artist has booking turned on. */
async function searchServices(db: Db, query: SQL, limit: number): Promise<ServiceHit[]> {
  const rank = sql`ts_rank(${serviceDocument}, ${query})`;
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      priceMacs: services.priceMacs,
      durationLabel: services.durationLabel,
      ...artistRef,
    })
    .from(services)
    .innerJoin(artistProfiles, eq(artistProfiles.userId, services.artistId))
    .innerJoin(users, eq(users.id, services.artistId))
    .where(and(eq(artistProfiles.bookingEnabled, true), accountIsActive, sql`${serviceDocument} @@ ${query}`))
    .orderBy(desc(rank), services.sortOrder, services.id)
    .limit(limit);
  return rows.map((r) => {
    const price = toMacs(r.priceMacs);
    return {
      id: r.id,
      name: r.name,
      price,
      priceLabel: priceLabel(price),
      durationLabel: r.durationLabel,
      artist: toArtistRef(r),
    };
  });
}

/** Ranked full-text search over the kinds `type` asks for; the others come back empty. */
export async function searchSite(db: Db, input: SearchQuery): Promise<SearchResponse> {
  const result: SearchResponse = { success: true, query: input.q, artists: [], artworks: [], services: [] };
  const tsquery = toPrefixTsquery(input.q);
  // Only punctuation or emoji: a fine question with no possible answer.
  if (tsquery === null) return result;
  const query = tsquerySql(tsquery);
  const wants = (kind: 'artists' | 'artworks' | 'services') => input.type === 'all' || input.type === kind;
  const [artists, artworks, found] = await Promise.all([
    wants('artists') ? searchArtists(db, query, input.limit) : [],
    wants('artworks') ? searchArtworks(db, query, input.limit) : [],
    wants('services') ? searchServices(db, query, input.limit) : [],
  ]);
  return { ...result, artists, artworks, services: found };
}
