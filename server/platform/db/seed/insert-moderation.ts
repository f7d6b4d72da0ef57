import { and, eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { campaigns } from '#server/domains/campaigns/tables.ts';
import { media, mediaComments } from '#server/domains/media/tables.ts';
import { reports } from '#server/domains/moderation/tables.ts';
import { initiateBridge } from '#server/domains/wallet/bridge-service.ts';
import { postTransfer } from '#server/domains/wallet/ledger.ts';
import { connectedWallets } from '#server/domains/wallet/tables.ts';
import { daysFrom, type SeedContext } from './context.ts';
import { DEMO_ARTIST_USERNAME, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_USERNAME } from './demo-accounts.ts';

/**
 * The operator's first morning (issue 17): the demo operator, a few open reports from supporters
 * other than Sam (whose screens the end-to-end tests read), and a pending bridge request. The
 * pending crypto contributions come with the campaigns.
 */
export async function insertModeration(ctx: SeedContext): Promise<void> {
  const { tx, now } = ctx;
  await tx.insert(users).values({
    email: DEMO_OPERATOR_EMAIL,
    username: DEMO_OPERATOR_USERNAME,
    name: 'Olu Okafor',
    passwordHash: ctx.passwordHash,
    role: 'admin',
    emailVerifiedAt: now,
    createdAt: daysFrom(now, -420),
  });

  const [alex, jordan, taylor] = ['alex_kim', 'jordan_lee', 'taylor_brooks'].map(
    (u) => ctx.supporters.get(u)!,
  );
  const artist = [...ctx.artists.values()].find((a) => a.data.username !== DEMO_ARTIST_USERNAME)!;
  const [artwork] = await tx
    .select({ id: media.id })
    .from(media)
    .where(eq(media.artistId, artist.id))
    .limit(1);
  const [comment] = await tx
    .select({ id: mediaComments.id, userId: mediaComments.userId })
    .from(mediaComments)
    .where(and(eq(mediaComments.mediaId, artwork!.id)))
    .limit(1);
  const [campaign] = await tx
    .select({ id: campaigns.id, artistId: campaigns.artistId })
    .from(campaigns)
    .limit(1);

  const report = (reporterId: string, hoursAgo: number) => ({
    reporterId,
    createdAt: daysFrom(now, 0, -hoursAgo),
  });
  await tx.insert(reports).values([
    {
      ...report(alex!.id, 5),
      targetType: 'artwork' as const,
      targetId: artwork!.id,
      targetOwnerId: artist.id,
      reason: 'stolen' as const,
      details: 'I have seen this exact piece on another artist’s site from 2021.',
    },
    {
      ...report(jordan!.id, 3),
      targetType: 'artwork' as const,
      targetId: artwork!.id,
      targetOwnerId: artist.id,
      reason: 'stolen' as const,
      details: '',
    },
    ...(comment && comment.userId !== taylor!.id
      ? [
          {
            ...report(taylor!.id, 26),
            targetType: 'comment' as const,
            targetId: comment.id,
            targetOwnerId: comment.userId,
            reason: 'spam' as const,
            details: '',
          },
        ]
      : []),
    {
      ...report(jordan!.id, 50),
      targetType: 'campaign' as const,
      targetId: campaign!.id,
      targetOwnerId: campaign!.artistId,
      reason: 'scam' as const,
      details: 'The goal keeps changing and nothing has been shipped.',
    },
  ]);

  // Alex tops up and asks to bridge part of it out: the payments queue has one to settle.
  await postTransfer(tx, {
    kind: 'topup',
    memo: 'Test-mode top-up',
    amount: 200 * 100,
    from: { system: 'issuance' },
    to: { userId: alex!.id },
    idempotencyKey: 'seed:topup:alex',
  });
  const [wallet] = await tx
    .insert(connectedWallets)
    .values({
      userId: alex!.id,
      network: 'xrp',
      address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      createdAt: daysFrom(now, -2),
    })
    .returning({ id: connectedWallets.id });
  await initiateBridge(tx, alex!.id, { walletId: wallet!.id, amount: 75 });
}
