import { and, desc, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { likeCount, toMediaUrls } from '#server/domains/media/columns.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublic } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import type {
  ArtistCategorySlug,
  ArtistListQuery,
  ArtistSummary,
  DiscoverArtwork,
  DiscoverQuery,
} from '#shared/schemas/artists.ts';
import { listArtistSummaries } from './artist-list.ts';
import { artistProfiles } from './tables.ts';

/** GET /profiles: one page of artist cards, and whether another page follows. */
export async function listArtists(db: Db, query: ArtistListQuery) {
  const rows = await listArtistSummaries(db, {
    category: query.category,
    q: query.q,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    data: rows.slice(0, query.limit),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
  };
}

/** Published works of artists in a category (or all), newest first, with their artist, in one query. */
async function listCategoryArtworks(
  db: Db,
  category: ArtistCategorySlug | undefined,
  limit: number,
): Promise<DiscoverArtwork[]> {
  const rows = await db
    .select({
      id: media.id,
      title: media.title,
      type: media.type,
      storageKey: media.storageKey,
      displayKey: media.displayKey,
      thumbnailKey: media.thumbnailKey,
      width: media.width,
      height: media.height,
      priceMacs: media.priceMacs,
      allowDownload: media.allowDownload,
      views: media.views,
      likes: likeCount,
      createdAt: media.createdAt,
      category: artistProfiles.category,
      artistId: users.id,
      artistName: users.name,
      artistUsername: users.username,
      artistAvatarUrl: users.avatarUrl,
      artistVerified: users.verified,
    })
    .from(media)
    .innerJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .innerJoin(users, eq(users.id, media.artistId))
    .where(and(artworkIsPublic, category ? eq(artistProfiles.category, category) : undefined))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    ...toMediaUrls(r),
    width: r.width,
    height: r.height,
    price: r.priceMacs === null ? null : r.priceMacs / 100,
    likes: r.likes,
    views: r.views,
    createdAt: r.createdAt.toISOString(),
    category: r.category,
    artist: {
      id: r.artistId,
      name: r.artistName,
      username: r.artistUsername,
      avatarUrl: r.artistAvatarUrl,
      verified: r.artistVerified,
    },
  }));
}

/** One call renders a Discover category page: its artists and its newest works. */
export async function discover(
  db: Db,
  query: DiscoverQuery,
): Promise<{ category: ArtistCategorySlug | null; artists: ArtistSummary[]; artworks: DiscoverArtwork[] }> {
  const [artists, artworks] = await Promise.all([
    listArtistSummaries(db, { category: query.category, offset: 0, limit: query.limit }),
    listCategoryArtworks(db, query.category, query.limit),
  ]);
  return { category: query.category ?? null, artists: artists.slice(0, query.limit), artworks };
}
