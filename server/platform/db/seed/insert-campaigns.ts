import { campaigns, campaignUpdates, contributions } from '#server/domains/campaigns/tables.ts';
import { publicFileUrl } from '#server/platform/storage/keys.ts';
import { type CryptoNetwork, networkTokens } from '#shared/crypto-networks.ts';
import type { Random } from './art/random.ts';
import { campaignPlans } from './campaigns-data.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { mapLimited } from './images.ts';

const hex = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.pick([...'0123456789abcdef'])).join('');
const base58 = (random: Random, n: number) =>
  Array.from({ length: n }, () =>
    random.pick([...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz']),
  ).join('');

/** A sender address in the shape each network uses. */
function senderAddress(network: CryptoNetwork, random: Random): string {
  if (network === 'solana') return base58(random, 44);
  if (network === 'xrp') return `r${base58(random, 33)}`;
  if (network === 'xdc') return `xdc${hex(random, 40)}`;
  return `0x${hex(random, 40)}`;
}

const notes = [
  'Good luck!',
  'Can’t wait to see it.',
  null,
  'For the love of clay.',
  null,
  'From a fan in Berlin.',
];

export async function insertCampaigns(ctx: SeedContext): Promise<void> {
  const { tx, now, random, images } = ctx;
  const pictures = await mapLimited(campaignPlans, 3, async (plan) =>
    plan.image ? images.campaignCover(ctx.artists.get(plan.artist)!.category, plan.title) : null,
  );
  const supporters = [...ctx.supporters.values()];

  for (const [i, plan] of campaignPlans.entries()) {
    const createdAt = daysFrom(now, Math.min(plan.deadline, 0) - random.int(20, 40));
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        artistId: ctx.artists.get(plan.artist)!.id,
        title: plan.title,
        description: plan.description,
        imageUrl: pictures[i] ? publicFileUrl(pictures[i]!) : null,
        targetCents: plan.target * 100,
        deadline: daysFrom(now, plan.deadline),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: campaigns.id });

    // Split the confirmed total over several backers; the last one takes the remainder.
    const confirmedCents = Math.round((plan.target * plan.funded) / 100) * 100;
    const backers = Math.min(supporters.length, 3 + random.int(0, 6));
    let left = confirmedCents;
    const rows: (typeof contributions.$inferInsert)[] = [];
    for (let b = 0; b < backers && left > 0; b++) {
      const amount =
        b === backers - 1 ? left : Math.min(left, Math.round(confirmedCents / backers / 500) * 500 || 500);
      left -= amount;
      const backer = supporters[(i + b) % supporters.length]!;
      const at = daysFrom(createdAt, b + 1);
      rows.push({
        campaignId: campaign!.id,
        contributorUserId: backer.id,
        contributorEmail: backer.email,
        amountCents: amount,
        note: notes[b % notes.length],
        paymentType: 'fiat',
        status: 'confirmed',
        createdAt: at,
        confirmedAt: at,
      });
    }
    for (let c = 0; c < plan.pendingCrypto; c++) {
      const network = random.pick(['polygon', 'solana', 'bnb', 'xrp', 'xdc'] as const);
      const backer = supporters[(i + c + 5) % supporters.length]!;
      rows.push({
        campaignId: campaign!.id,
        contributorUserId: backer.id,
        contributorEmail: backer.email,
        amountCents: random.int(2, 30) * 500,
        note: 'Sent from my wallet',
        paymentType: 'crypto',
        network,
        token: networkTokens[network],
        senderAddress: senderAddress(network, random),
        txHash: network === 'polygon' || network === 'bnb' ? `0x${hex(random, 64)}` : null,
        status: 'pending',
        createdAt: daysFrom(now, -random.int(0, 2), -random.int(1, 20)),
      });
    }
    await tx.insert(contributions).values(rows);
    if (plan.updates?.length) {
      await tx.insert(campaignUpdates).values(
        plan.updates.map((u) => ({
          campaignId: campaign!.id,
          body: u.body,
          createdAt: daysFrom(createdAt, u.afterDays),
        })),
      );
    }
  }
}
