import {
  connectedWallets,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '#server/domains/wallet/tables.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME, DEMO_SUPPORTER_USERNAME } from './demo-accounts.ts';
import type { SeededMedia } from './insert-media.ts';

/** The artwork the demo supporter bought: an edition, so the piece stays on sale for others. */
export const PURCHASED_ARTWORK = 'Tide Pool Cups';
export const DEMO_TOPUP_MACS = 500;

/** The demo supporter's purchase, which the marketplace seed turns into an order. */
export type SeededPurchase = { purchaseMacs: number; transferId: string; purchasedAt: Date };

/**
 * The spec's two sample wallet transactions as balanced transfers: a test-mode top-up issued to
 * the demo supporter, then their purchase of an edition from the demo artist.
 */
export async function insertWallet(ctx: SeedContext, artworks: SeededMedia): Promise<SeededPurchase> {
  const { tx, now } = ctx;
  const sam = ctx.supporters.get(DEMO_SUPPORTER_USERNAME)!;
  const maya = ctx.artists.get(DEMO_ARTIST_USERNAME)!;
  const [issuance, samAccount, mayaAccount] = await tx
    .insert(ledgerAccounts)
    .values([
      { kind: 'system', code: 'issuance' },
      { kind: 'user', userId: sam.id },
      { kind: 'user', userId: maya.id },
    ])
    .returning({ id: ledgerAccounts.id });

  const artwork = artworks.get(PURCHASED_ARTWORK)!;
  const price = artwork.priceMacs!;
  const topupAt = daysFrom(now, -6, -3);
  const purchaseAt = daysFrom(now, -5, -1);
  const [topup, purchase] = await tx
    .insert(ledgerTransfers)
    .values([
      { kind: 'topup', memo: 'Test-mode top-up', idempotencyKey: 'seed:topup:sam', createdAt: topupAt },
      {
        kind: 'purchase',
        memo: `Purchase: ${PURCHASED_ARTWORK} (edition)`,
        idempotencyKey: 'seed:purchase:sam',
        createdAt: purchaseAt,
      },
    ])
    .returning({ id: ledgerTransfers.id });
  await tx.insert(ledgerEntries).values([
    { transferId: topup!.id, accountId: issuance!.id, amount: -DEMO_TOPUP_MACS * 100, createdAt: topupAt },
    { transferId: topup!.id, accountId: samAccount!.id, amount: DEMO_TOPUP_MACS * 100, createdAt: topupAt },
    { transferId: purchase!.id, accountId: samAccount!.id, amount: -price, createdAt: purchaseAt },
    { transferId: purchase!.id, accountId: mayaAccount!.id, amount: price, createdAt: purchaseAt },
  ]);

  await tx.insert(connectedWallets).values({
    userId: sam.id,
    network: 'polygon',
    address: '0x5a3e7b1c9d2f4a6b8c0d1e2f3a4b5c6d7e8f9a0b',
    createdAt: daysFrom(now, -30),
  });
  return { purchaseMacs: price, transferId: purchase!.id, purchasedAt: purchaseAt };
}
