import { desc, eq } from 'drizzle-orm';
import { media } from '#server/domains/media/tables.ts';
import type { Db } from '#server/platform/db/client.ts';
import { notFound } from '#server/platform/errors.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { OFFER_NOT_FOUND_MESSAGE, type Offer, type OfferListQuery } from '#shared/schemas/marketplace.ts';
import { fromMacsMinor } from '#shared/schemas/media.ts';
import { artists, buyers, partyColumns, toParties } from './parties.ts';
import { offers } from './tables.ts';

const OFFER_LIST_LIMIT = 200;

/** An offer with its artwork and both people, in one query (offers vanish with their artwork). */
function selectOffers(db: Db) {
  return db
    .select({
      id: offers.id,
      status: offers.status,
      amountMacs: offers.amountMacs,
      message: offers.message,
      orderId: offers.orderId,
      createdAt: offers.createdAt,
      decidedAt: offers.decidedAt,
      mediaId: media.id,
      title: media.title,
      thumbnailKey: media.thumbnailKey,
      priceMacs: media.priceMacs,
      ...partyColumns,
    })
    .from(offers)
    .innerJoin(media, eq(media.id, offers.mediaId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .innerJoin(artists, eq(artists.id, offers.artistId))
    .$dynamic();
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    status: row.status,
    amount: fromMacsMinor(row.amountMacs),
    message: row.message,
    artwork: {
      id: row.mediaId,
      title: row.title,
      thumbnailUrl: row.thumbnailKey ? publicFileUrl(row.thumbnailKey) : null,
      price: row.priceMacs === null ? null : fromMacsMinor(row.priceMacs),
    },
    ...toParties(row),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** GET /marketplace/offers: offers the caller received (artist) or made (buyer), newest first. */
export async function listOffers(db: Db, userId: string, { role }: OfferListQuery): Promise<Offer[]> {
  const rows = await selectOffers(db)
    .where(role === 'artist' ? eq(offers.artistId, userId) : eq(offers.buyerId, userId))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(OFFER_LIST_LIMIT);
  return rows.map(toOffer);
}

/** One offer, read after a decision in the same transaction. */
export async function getOffer(db: Db, offerId: string): Promise<Offer> {
  const [row] = await selectOffers(db).where(eq(offers.id, offerId));
  if (!row) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  return toOffer(row);
}
