import { offers, orders } from '#server/domains/marketplace/tables.ts';
import { ensureConversation } from '#server/domains/messages/conversations.ts';
import { postTransfer } from '#server/domains/wallet/ledger.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME, DEMO_SUPPORTER_USERNAME } from './demo-accounts.ts';
import type { SeededMedia } from './insert-media.ts';
import { PURCHASED_ARTWORK, type SeededPurchase } from './insert-wallet.ts';

/** A unique piece of the demo artist with an offer waiting for her answer. */
export const OFFERED_ARTWORK = 'Kiln Weather I';
export const OFFER_BUYER_USERNAME = 'alex_kim';
const OFFER_MACS = 650;
/** Enough for the offer, so accepting it in the demo goes through. */
const OFFER_BUYER_TOPUP_MACS = 1_000;

/**
 * The marketplace's side of the demo: the supporter's seeded purchase becomes edition 1 of its
 * artwork, and another supporter has a pending offer (with its conversation) on a unique piece.
 */
export async function insertMarketplace(
  ctx: SeedContext,
  artworks: SeededMedia,
  purchase: SeededPurchase,
): Promise<void> {
  const { tx, now } = ctx;
  const sam = ctx.supporters.get(DEMO_SUPPORTER_USERNAME)!;
  const maya = ctx.artists.get(DEMO_ARTIST_USERNAME)!;
  const bought = artworks.get(PURCHASED_ARTWORK)!;
  await tx.insert(orders).values({
    mediaId: bought.id,
    buyerId: sam.id,
    artistId: maya.id,
    title: PURCHASED_ARTWORK,
    priceMacs: purchase.purchaseMacs,
    editionNumber: 1,
    transferId: purchase.transferId,
    createdAt: purchase.purchasedAt,
  });

  const alex = ctx.supporters.get(OFFER_BUYER_USERNAME)!;
  const offered = artworks.get(OFFERED_ARTWORK)!;
  await postTransfer(tx, {
    kind: 'topup',
    memo: 'Test-mode top-up',
    amount: OFFER_BUYER_TOPUP_MACS * 100,
    from: { system: 'issuance' },
    to: { userId: alex.id },
    idempotencyKey: `seed:topup:${OFFER_BUYER_USERNAME}`,
  });
  const [offer] = await tx
    .insert(offers)
    .values({
      mediaId: offered.id,
      buyerId: alex.id,
      artistId: maya.id,
      amountMacs: OFFER_MACS * 100,
      message: 'The ash on this one is extraordinary. Would you consider this for it?',
      createdAt: daysFrom(now, -1, -4),
    })
    .returning({ id: offers.id });
  await ensureConversation(tx, { offerId: offer!.id }, { clientId: alex.id, artistId: maya.id });
}
