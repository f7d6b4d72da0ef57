import { withRenditions } from '#server/domains/media/artwork-json.ts';
import type { Db } from '#server/platform/db/client.ts';
import { runRead } from '#server/platform/db/prepared-read.ts';
import type { ListingPage, MarketplaceQuery } from '#shared/schemas/marketplace.ts';
import { listingPageRead } from './listing-query.ts';

/** GET /marketplace: published, priced artworks with what is left of each, filtered and sorted. */
export async function listForSale(db: Db, query: MarketplaceQuery): Promise<ListingPage> {
  const rows = await runRead(listingPageRead(db, query));
  return {
    success: true,
    data: rows.slice(0, query.limit).map((row) => withRenditions(row.listing)),
    page: query.page,
    hasMore: rows.length > query.limit,
  };
}
