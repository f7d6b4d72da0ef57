import { and, count, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { requireVisibleMedia } from '#server/domains/media/service.ts';
import { ensureConversation } from '#server/domains/messages/conversations.ts';
import { refuseIfBlocked } from '#server/domains/moderation/blocks.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, forbidden, notFound, sqlConstraint } from '#server/platform/errors.ts';
import { NOT_FOR_SALE_MESSAGE, OFFER_PENDING_MESSAGE } from '#shared/schemas/marketplace.ts';
import { MEDIA_NOT_FOUND_MESSAGE, type OfferBody, toMacsMinor } from '#shared/schemas/media.ts';
import { HIDDEN_ARTWORK_SALE_MESSAGE } from '#shared/schemas/moderation.ts';
import { formatMacs } from '#shared/schemas/wallet.ts';
import { soldOutError } from './sale.ts';
import { offers, orders } from './tables.ts';

const ONE_PENDING_KEY = 'marketplace_offers_one_pending_idx';

/**
 * POST /media/{id}/offer: records the buyer's price, replacing their pending offer on the same
 * work, opens the offer's conversation and tells the artist, all in one transaction.
 */
export async function makeOffer(db: Db, mediaId: string, buyerId: string, body: OfferBody): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const artwork = await requireVisibleMedia(tx, mediaId, buyerId, { evenIfHidden: true });
      if (artwork.artistId === buyerId) throw forbidden('You cannot make an offer on your own work');
      if (!artwork.public) throw conflict(HIDDEN_ARTWORK_SALE_MESSAGE);
      // Between blocked people no offers, answered as for a missing artwork.
      await refuseIfBlocked(tx, buyerId, artwork.artistId, () => notFound(MEDIA_NOT_FOUND_MESSAGE));
      if (artwork.priceMacs === null) throw conflict(NOT_FOR_SALE_MESSAGE);
      const [counted] = await tx.select({ sold: count() }).from(orders).where(eq(orders.mediaId, mediaId));
      if ((counted?.sold ?? 0) >= (artwork.editionSize ?? 1)) throw soldOutError(artwork.editionSize);

      await tx
        .update(offers)
        .set({ status: 'withdrawn', decidedAt: new Date() })
        .where(and(eq(offers.mediaId, mediaId), eq(offers.buyerId, buyerId), eq(offers.status, 'pending')));
      const amount = toMacsMinor(body.amount);
      const [offer] = await tx
        .insert(offers)
        .values({
          mediaId,
          buyerId,
          artistId: artwork.artistId,
          amountMacs: amount,
          message: body.message ?? '',
        })
        .returning({ id: offers.id });
      const offerId = offer!.id;
      const conversationId = await ensureConversation(
        tx,
        { offerId },
        { clientId: buyerId, artistId: artwork.artistId },
      );

      const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyerId));
      await notify(
        tx,
        artwork.artistId,
        'message_received',
        'New offer',
        `${buyer?.name ?? 'Someone'} offered ${formatMacs(amount)} for "${artwork.title}"`,
        {
          amount,
          price: artwork.priceMacs,
          currency: 'MACS',
          mediaId,
          offerId,
          conversationId,
          ...(body.message ? { note: body.message } : {}),
        },
      );
      return offerId;
    });
  } catch (err) {
    // Two offers from one buyer at the same instant: the partial unique key lets one through.
    if (sqlConstraint(err) === ONE_PENDING_KEY) throw conflict(OFFER_PENDING_MESSAGE);
    throw err;
  }
}
