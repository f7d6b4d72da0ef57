import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { artistCardJsonFields } from '#server/domains/artists/artist-card-json.ts';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { users } from '#server/domains/auth/tables.ts';
import { priceOf, renditionInputs, shownUrlOf, thumbnailUrl } from '#server/domains/media/artwork-json.ts';
import { likeCount } from '#server/domains/media/columns.ts';
import { media } from '#server/domains/media/tables.ts';
import { artworkIsPublicBy } from '#server/domains/media/visibility.ts';
import type { Db } from '#server/platform/db/client.ts';
import { type BoundRead, plainFields, preparedPerDatabase } from '#server/platform/db/prepared-read.ts';
import { isoTimestamp, jsonObject } from '#server/platform/db/sql-json.ts';
import type { Listing, MarketplaceQuery, MarketplaceSort } from '#shared/schemas/marketplace.ts';
import { toMacsMinor } from '#shared/schemas/media.ts';
import { orders } from './tables.ts';

/*
 * The listing is a read model across media, artists and orders, as the feed and search are: one
 * statement returns each page in the API's shape with its sold counts, so a grid of 48 is still
 * one round trip.
 */

// Every order ends on the id, so equal prices or likes still page in a stable order.
const orderings: Record<MarketplaceSort, SQL[]> = {
  // Exactly media_for_sale_idx's order: the newest page is the first rows of an index scan.
  newest: [desc(media.createdAt), desc(media.id)],
  price_asc: [asc(media.priceMacs), desc(media.createdAt), desc(media.id)],
  price_desc: [desc(media.priceMacs), desc(media.createdAt), desc(media.id)],
  popular: [desc(likeCount), desc(media.createdAt), desc(media.id)],
};

type Filters = { category: boolean; minPrice: boolean; maxPrice: boolean };

function buildListingStatement(db: Db, sort: MarketplaceSort, filters: Filters, name: string) {
  // Copies sold, from the (media_id, edition_number) key; once per row however often it is used.
  const sales = db
    .select({ sold: sql<number>`count(*)::int`.as('sold') })
    .from(orders)
    .where(eq(orders.mediaId, media.id))
    .as('sales');
  const remaining = sql`greatest(0, coalesce(${media.editionSize}, 1) - ${sales.sold})`;
  const listing = jsonObject({
    id: media.id,
    title: media.title,
    type: media.type,
    imageUrl: shownUrlOf(false),
    thumbnailUrl,
    // Keys only: listing.ts turns them into the list (artwork-json.ts says why).
    renditions: renditionInputs,
    width: media.width,
    height: media.height,
    price: priceOf,
    editionSize: media.editionSize,
    sold: sales.sold,
    remaining,
    soldOut: sql`(${remaining} = 0)`,
    likes: likeCount,
    createdAt: isoTimestamp(media.createdAt),
    artist: jsonObject({
      ...artistCardJsonFields,
      category: artistProfiles.category,
    }),
  });
  return db
    .select(plainFields({ listing: sql<Listing>`${listing}` }))
    .from(media)
    .innerJoin(users, eq(users.id, media.artistId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, media.artistId))
    .crossJoinLateral(sales)
    .where(
      and(
        artworkIsPublicBy(users),
        isNotNull(media.priceMacs),
        filters.category ? sql`${artistProfiles.category} = ${sql.placeholder('category')}` : undefined,
        filters.minPrice ? sql`${media.priceMacs} >= ${sql.placeholder('minPrice')}` : undefined,
        filters.maxPrice ? sql`${media.priceMacs} <= ${sql.placeholder('maxPrice')}` : undefined,
      ),
    )
    .orderBy(...orderings[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

const listingStatement = preparedPerDatabase(
  'marketplace',
  (db, variant: string, name) => {
    const [sort, category, minPrice, maxPrice] = variant.split(':');
    return buildListingStatement(
      db,
      sort as MarketplaceSort,
      {
        category: category === 'category',
        minPrice: minPrice === 'min',
        maxPrice: maxPrice === 'max',
      },
      name,
    );
  },
  { plain: true },
);

/**
 * GET /marketplace: published, priced artworks with what is left of each, filtered and sorted.
 * One extra row tells whether another page exists without counting them all.
 */
export function listingPageRead(db: Db, query: MarketplaceQuery): BoundRead<{ listing: Listing }> {
  const variant = [
    query.sort,
    query.category ? 'category' : 'any',
    query.minPrice === undefined ? '' : 'min',
    query.maxPrice === undefined ? '' : 'max',
  ].join(':');
  const values: Record<string, unknown> = { limit: query.limit + 1, offset: (query.page - 1) * query.limit };
  if (query.category) values.category = query.category;
  if (query.minPrice !== undefined) values.minPrice = toMacsMinor(query.minPrice);
  if (query.maxPrice !== undefined) values.maxPrice = toMacsMinor(query.maxPrice);
  return { ...listingStatement(db, variant), values };
}
