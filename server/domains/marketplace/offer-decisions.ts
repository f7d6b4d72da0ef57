import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { isUuid } from '#server/domains/auth/user-views.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, conflict, forbidden, notFound } from '#server/platform/errors.ts';
import {
  BUYER_CANNOT_PAY_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  type OfferDecision,
  type OfferDecisionResponse,
  offerDecisionMessages,
  offerNotPendingMessage,
} from '#shared/schemas/marketplace.ts';
import { formatMacs } from '#shared/schemas/wallet.ts';
import { getOffer } from './offer-queries.ts';
import { mapEditionConflict, sellArtwork } from './sale.ts';
import { offers } from './tables.ts';

type LockedOffer = typeof offers.$inferSelect;

/** Accepting runs the one purchase at the offered price; the buyer's overdraft leaves it pending. */
async function acceptOffer(tx: Db, offer: LockedOffer): Promise<string> {
  try {
    return await sellArtwork(tx, {
      mediaId: offer.mediaId,
      buyerId: offer.buyerId,
      price: offer.amountMacs,
      memoPrefix: 'Accepted offer',
      acceptedOfferId: offer.id,
    });
  } catch (err) {
    // The ledger's own words tell the payer to top up; here the artist is the one who hears it.
    if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
      throw conflict(BUYER_CANNOT_PAY_MESSAGE, 'INSUFFICIENT_FUNDS');
    }
    throw err;
  }
}

async function notifyBuyer(tx: Db, offer: LockedOffer, accepted: boolean, orderId: string | null) {
  const [artistRow] = await tx.select({ name: users.name }).from(users).where(eq(users.id, offer.artistId));
  const amount = formatMacs(offer.amountMacs);
  const artist = artistRow?.name ?? 'The artist';
  await notify(
    tx,
    offer.buyerId,
    'message_received',
    accepted ? 'Offer accepted' : 'Offer declined',
    accepted
      ? `${artist} accepted your offer of ${amount}. The original file is in My purchases.`
      : `${artist} declined your offer of ${amount}.`,
    {
      amount: offer.amountMacs,
      currency: 'MACS',
      mediaId: offer.mediaId,
      offerId: offer.id,
      ...(orderId ? { orderId } : {}),
    },
  );
}

/**
 * POST /marketplace/offers/{id}/accept|decline (the artist) and /withdraw (the buyer), on a
 * pending offer locked for the decision. Strangers hear 404; the other party hears 403.
 */
export async function decideOffer(
  db: Db,
  userId: string,
  offerId: string,
  decision: OfferDecision,
): Promise<OfferDecisionResponse> {
  if (!isUuid(offerId)) throw notFound(OFFER_NOT_FOUND_MESSAGE);
  let mediaId: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
      if (!offer || (offer.artistId !== userId && offer.buyerId !== userId)) {
        throw notFound(OFFER_NOT_FOUND_MESSAGE);
      }
      mediaId = offer.mediaId;
      const decider = decision === 'withdraw' ? offer.buyerId : offer.artistId;
      if (decider !== userId) {
        throw forbidden(
          decision === 'withdraw'
            ? 'Only the buyer can withdraw this offer'
            : 'Only the artist can accept or decline this offer',
        );
      }
      if (offer.status !== 'pending') throw conflict(offerNotPendingMessage(offer.status));

      const orderId = decision === 'accept' ? await acceptOffer(tx, offer) : null;
      const status = decision === 'accept' ? 'accepted' : decision === 'decline' ? 'declined' : 'withdrawn';
      await tx.update(offers).set({ status, orderId, decidedAt: new Date() }).where(eq(offers.id, offerId));
      if (decision !== 'withdraw') await notifyBuyer(tx, offer, decision === 'accept', orderId);
      return { success: true, message: offerDecisionMessages[decision], data: await getOffer(tx, offerId) };
    });
  } catch (err) {
    throw mediaId ? await mapEditionConflict(db, err, mediaId) : err;
  }
}
