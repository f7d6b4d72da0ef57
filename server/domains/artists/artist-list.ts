import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { accountIsActive } from '#server/domains/auth/account-state.ts';
import { users } from '#server/domains/auth/tables.ts';
import { reviews } from '#server/domains/bookings/tables.ts';
import { toMediaUrls } from '#server/domains/media/columns.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublic } from '#server/domains/media/visibility.ts';
import { toPrefixTsquery, tsquerySql } from '#server/domains/search/tsquery.ts';
import type { Db } from '#server/platform/db/client.ts';
import { outer } from '#server/platform/db/outer-column.ts';
import type { ArtistCategorySlug, ArtistSummary, ArtworkThumb } from '#shared/schemas/artists.ts';
import { excerpt } from '#shared/text-cut.ts';
import { artistProfiles, follows } from './tables.ts';

const RECENT_ARTWORKS = 3;
/** A card shows the bio's start, cut at a word, so cards stay one size. */
const EXCERPT_LENGTH = 160;

export type ArtistListOptions = {
  category?: ArtistCategorySlug | undefined;
  q?: string | undefined;
  offset: number;
  limit: number;
};

// Correlated counts ride on indexes (follows_artist_idx, media_artist_created_idx, reviews by artist).
const followerCount =
  sql<number>`(select count(*) from ${follows} where ${follows.artistId} = ${outer(users.id)})`.mapWith(
    Number,
  );
const artworkCount =
  sql<number>`(select count(*) from ${media} where ${media.artistId} = ${outer(users.id)} and ${artworkIsPublic})`.mapWith(
    Number,
  );
const reviewCount =
  sql<number>`(select count(*) from ${reviews} where ${reviews.artistId} = ${outer(users.id)})`.mapWith(
    Number,
  );
const averageRating = sql<
  number | null
>`(select round(avg(${reviews.rating}), 1)::float8 from ${reviews} where ${reviews.artistId} = ${outer(users.id)})`;

/**
 * Artists for the list and Discover, most followed first, in two queries whatever the page size:
 * one for the cards with their counts, one for every card's newest works.
 * Returns one row more than `limit` when there is a next page.
 */
export async function listArtistSummaries(db: Db, options: ArtistListOptions): Promise<ArtistSummary[]> {
  const filters: SQL[] = [accountIsActive];
  if (options.category) filters.push(eq(artistProfiles.category, options.category));
  if (options.q !== undefined && options.q !== '') {
    const tsquery = toPrefixTsquery(options.q);
    // Nothing searchable in the words (only punctuation or emoji): nothing matches.
    if (tsquery === null) return [];
    filters.push(sql`"artist_profiles"."search_document" @@ ${tsquerySql(tsquery)}`);
  }
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatarUrl: users.avatarUrl,
      verified: users.verified,
      bookingEnabled: artistProfiles.bookingEnabled,
      category: artistProfiles.category,
      location: artistProfiles.location,
      bio: artistProfiles.bio,
      followers: followerCount,
      artworks: artworkCount,
      rating: averageRating,
      reviews: reviewCount,
    })
    .from(artistProfiles)
    .innerJoin(users, eq(users.id, artistProfiles.userId))
    .where(and(...filters))
    .orderBy(desc(followerCount), desc(users.createdAt), users.id)
    .offset(options.offset)
    .limit(options.limit + 1);

  const thumbs = await listRecentArtworks(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ bio, ...row }) => ({
    ...row,
    bioExcerpt: excerpt(bio, EXCERPT_LENGTH),
    recentArtworks: thumbs.get(row.id) ?? [],
  }));
}

/** Up to three newest published works per artist, for all the artists at once. */
async function listRecentArtworks(db: Db, artistIds: string[]): Promise<Map<string, ArtworkThumb[]>> {
  const byArtist = new Map<string, ArtworkThumb[]>();
  if (artistIds.length === 0) return byArtist;
  const ranked = db
    .select({
      id: media.id,
      artistId: media.artistId,
      title: media.title,
      type: media.type,
      storageKey: media.storageKey,
      displayKey: media.displayKey,
      thumbnailKey: media.thumbnailKey,
      priceMacs: media.priceMacs,
      allowDownload: media.allowDownload,
      position:
        sql<number>`row_number() over (partition by ${media.artistId} order by ${media.createdAt} desc, ${media.id} desc)`.as(
          'position',
        ),
    })
    .from(media)
    .where(and(inArray(media.artistId, artistIds), artworkIsPublic))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.position} <= ${RECENT_ARTWORKS}`)
    .orderBy(ranked.artistId, ranked.position);
  for (const row of rows) {
    const list = byArtist.get(row.artistId) ?? [];
    list.push({ id: row.id, title: row.title, type: row.type, ...toMediaUrls(row) });
    byArtist.set(row.artistId, list);
  }
  return byArtist;
}
