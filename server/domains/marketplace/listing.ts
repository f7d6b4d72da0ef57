import { and, asc, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { artworkCardColumns, likeCount, toMediaUrls } from '#server/domains/media/columns.ts';
import { toRenditions } from '#server/domains/media/renditions.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublic } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import type { Listing, ListingPage, MarketplaceQuery, MarketplaceSort } from '#shared/schemas/marketplace.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/schemas/media.ts';
import { orders } from './tables.ts';

/*
 * The listing is a read model across media, artists and orders, as the feed and search are: one
 * query selects each page with its sold count, so a grid of 48 is still one round trip.
 */
const soldCount =
  sql<number>`(select count(*)::int from ${orders} where ${orders.mediaId} = ${media.id})`.mapWith(Number);

// Every order ends on the id, so equal prices or likes still page in a stable order.
const orderings: Record<MarketplaceSort, SQL[]> = {
  newest: [desc(media.createdAt), desc(media.id)],
  price_asc: [asc(media.priceMacs), desc(media.createdAt), desc(media.id)],
  price_desc: [desc(media.priceMacs), desc(media.createdAt), desc(media.id)],
  popular: [desc(likeCount), desc(media.createdAt), desc(media.id)],
};

function filtersOf(query: MarketplaceQuery): SQL | undefined {
  return and(
    artworkIsPublic,
    isNotNull(media.priceMacs),
    query.category ? eq(artistProfiles.category, query.category) : undefined,
    query.minPrice === undefined ? undefined : gte(media.priceMacs, toMacsMinor(query.minPrice)),
    query.maxPrice === undefined ? undefined : lte(media.priceMacs, toMacsMinor(query.maxPrice)),
  );
}

/** GET /marketplace: published, priced artworks with what is left of each, filtered and sorted. */
export async function listForSale(db: Db, query: MarketplaceQuery): Promise<ListingPage> {
  const rows = await db
    .select({
      ...artworkCardColumns,
      priceMacs: media.priceMacs,
      editionSize: media.editionSize,
      sold: soldCount,
      likes: likeCount,
      artistId: users.id,
      artistName: users.name,
      artistUsername: users.username,
      artistAvatarUrl: users.avatarUrl,
      artistVerified: users.verified,
      artistCategory: artistProfiles.category,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .where(filtersOf(query))
    .orderBy(...orderings[query.sort])
    // One extra row tells whether another page exists without counting them all.
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);

  const data = rows.slice(0, query.limit).map((r): Listing => {
    const copies = r.editionSize ?? 1;
    const remaining = Math.max(0, copies - r.sold);
    return {
      id: r.id,
      title: r.title,
      type: r.type,
      ...toMediaUrls(r),
      renditions: toRenditions(r),
      width: r.width,
      height: r.height,
      price: fromMacsMinor(r.priceMacs ?? 0),
      editionSize: r.editionSize,
      sold: r.sold,
      remaining,
      soldOut: remaining === 0,
      likes: r.likes,
      createdAt: r.createdAt.toISOString(),
      artist: {
        id: r.artistId,
        name: r.artistName,
        username: r.artistUsername,
        avatarUrl: r.artistAvatarUrl,
        verified: r.artistVerified,
        category: r.artistCategory,
      },
    };
  });
  return { success: true, data, page: query.page, hasMore: rows.length > query.limit };
}
