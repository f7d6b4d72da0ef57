import { and, count, eq, ne } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { requireVisibleMedia } from '#server/domains/media/service.ts';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import { notify } from '#server/domains/notifications/service.ts';
import { postTransfer } from '#server/domains/wallet/ledger.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, conflict, forbidden, notFound, sqlConstraint } from '#server/platform/errors.ts';
import {
  editionsSoldMessage,
  NOT_FOR_SALE_MESSAGE,
  OWN_ARTWORK_MESSAGE,
  priceChangedMessage,
  UNIQUE_SOLD_MESSAGE,
} from '#shared/schemas/marketplace.ts';
import { MEDIA_NOT_FOUND_MESSAGE } from '#shared/schemas/media.ts';
import { HIDDEN_ARTWORK_SALE_MESSAGE } from '#shared/schemas/moderation.ts';
import { formatMacs } from '#shared/schemas/wallet.ts';
import { offers, orders } from './tables.ts';

export const EDITION_KEY = 'marketplace_orders_edition_key';

/**
 * The last copy is sold: every offer still open on the piece is declined, and each buyer hears why,
 * rather than waiting on an offer no one can accept (the artist's Accept could only answer 409).
 */
async function closeOpenOffers(tx: Db, artwork: { id: string; title: string }, keep: string | undefined) {
  const closed = await tx
    .update(offers)
    .set({ status: 'declined', decidedAt: new Date() })
    .where(
      and(
        eq(offers.mediaId, artwork.id),
        eq(offers.status, 'pending'),
        ...(keep ? [ne(offers.id, keep)] : []),
      ),
    )
    .returning({ id: offers.id, buyerId: offers.buyerId, amountMacs: offers.amountMacs });
  for (const offer of closed) {
    await notify(
      tx,
      offer.buyerId,
      'message_received',
      'Offer closed',
      `"${artwork.title}" has sold, so your offer of ${formatMacs(offer.amountMacs)} is closed.`,
      { amount: offer.amountMacs, currency: 'MACS', mediaId: artwork.id, offerId: offer.id },
    );
  }
}

/** 409 SOLD_OUT in the words of the piece: a unique work, or all N editions. */
export function soldOutError(editionSize: number | null): AppError {
  return new AppError(
    'SOLD_OUT',
    editionSize === null ? UNIQUE_SOLD_MESSAGE : editionsSoldMessage(editionSize),
    409,
  );
}

export type SaleRequest = {
  mediaId: string;
  buyerId: string;
  /** MACS hundredths agreed in an accepted offer; the list price when absent. */
  price?: number;
  /**
   * Buy Now: the list price (hundredths) the buyer was shown. The sale happens at that price or not
   * at all, and not between people who blocked one another (an offer was checked when it was made).
   */
  buyNowAt?: number;
  /** The offer this sale accepts: its own decision records it, so it is not closed with the rest. */
  acceptedOfferId?: string;
  memoPrefix?: string;
};

/**
 * The one purchase, inside the caller's transaction (Buy Now and an accepted offer both run it).
 * The artwork row is locked first, so buyers of one piece queue and each sees the orders of the
 * one before; the ledger then moves the MACS and refuses an overdraft before anything is written.
 * Returns the new order's id.
 */
export async function sellArtwork(tx: Db, request: SaleRequest): Promise<string> {
  const { mediaId, buyerId } = request;
  const artwork = await requireVisibleMedia(tx, mediaId, buyerId, { forUpdate: true, evenIfHidden: true });
  if (artwork.artistId === buyerId) throw forbidden(OWN_ARTWORK_MESSAGE);
  if (!artwork.public) throw conflict(HIDDEN_ARTWORK_SALE_MESSAGE);
  if (artwork.priceMacs === null) throw conflict(NOT_FOR_SALE_MESSAGE);
  if (request.buyNowAt !== undefined) {
    await refuseIfBlocked(tx, buyerId, artwork.artistId, () => notFound(MEDIA_NOT_FOUND_MESSAGE));
    if (request.buyNowAt !== artwork.priceMacs) {
      throw conflict(priceChangedMessage(formatMacs(artwork.priceMacs)), 'PRICE_CHANGED');
    }
  }

  const [counted] = await tx.select({ sold: count() }).from(orders).where(eq(orders.mediaId, mediaId));
  const sold = counted?.sold ?? 0;
  if (sold >= (artwork.editionSize ?? 1)) throw soldOutError(artwork.editionSize);

  const price = request.price ?? artwork.priceMacs;
  const editionNumber = sold + 1;
  const edition =
    artwork.editionSize === null ? 'unique' : `edition ${editionNumber} of ${artwork.editionSize}`;
  const { transferId } = await postTransfer(tx, {
    kind: 'purchase',
    memo: `${request.memoPrefix ?? 'Purchase'}: ${artwork.title} (${edition})`,
    amount: price,
    from: { userId: buyerId },
    to: { userId: artwork.artistId },
  });
  const [order] = await tx
    .insert(orders)
    .values({
      mediaId,
      buyerId,
      artistId: artwork.artistId,
      title: artwork.title,
      originalKey: artwork.storageKey,
      priceMacs: price,
      editionNumber,
      transferId,
    })
    .returning({ id: orders.id });
  if (editionNumber === (artwork.editionSize ?? 1)) {
    await closeOpenOffers(tx, { id: mediaId, title: artwork.title }, request.acceptedOfferId);
  }

  const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyerId));
  await notify(
    tx,
    artwork.artistId,
    'payment_received',
    'Artwork sold',
    `${buyer?.name ?? 'A collector'} bought "${artwork.title}" for ${formatMacs(price)}`,
    { amount: price, currency: 'MACS', mediaId, orderId: order!.id },
  );
  return order!.id;
}

/**
 * The edition key is the last guard behind the row lock: if a sale ever raced past it, the
 * loser's transaction fails on the key and the buyer hears SOLD_OUT, never a 500.
 */
export async function mapEditionConflict(db: Db, err: unknown, mediaId: string): Promise<unknown> {
  if (sqlConstraint(err) !== EDITION_KEY) return err;
  const artwork = await requireVisibleMedia(db, mediaId, null).catch(() => null);
  return soldOutError(artwork?.editionSize ?? null);
}
