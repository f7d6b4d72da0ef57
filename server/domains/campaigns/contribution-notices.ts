import { eq } from 'drizzle-orm';
import { users } from '#server/domains/auth/tables.ts';
import { notify } from '#server/domains/notifications/service.ts';
import type { Db } from '#server/platform/db/client.ts';
import { composeMail } from '#server/platform/mail/compose.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import { networkLabels, networkTokens } from '#shared/crypto-networks.ts';
import { ANONYMOUS_CONTRIBUTOR, type ContributionRow, formatUsdCents } from './contribution-view.ts';

export type CampaignFacts = { id: string; title: string; artistId: string };
export type ContributionMailDeps = {
  mailer: Mailer;
  publicUrl: string;
  log?: { error: (obj: unknown, msg: string) => void };
};

const withReason = (sentence: string, reason: string | null) =>
  reason ? `${sentence} Reason: ${reason}` : sentence;

async function nameOf(tx: Db, userId: string | null): Promise<string> {
  if (!userId) return ANONYMOUS_CONTRIBUTOR;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? ANONYMOUS_CONTRIBUTOR;
}

/** payment_received to the artist: called in the transaction that made the money count. */
export async function notifyArtistOfPayment(tx: Db, campaign: CampaignFacts, row: ContributionRow) {
  const who = await nameOf(tx, row.contributorUserId);
  await notify(
    tx,
    campaign.artistId,
    'payment_received',
    'Contribution received',
    `${who} contributed ${formatUsdCents(row.amountCents)} to "${campaign.title}".`,
    { amount: row.amountCents, currency: 'USD', ...(row.note ? { note: row.note.slice(0, 500) } : {}) },
  );
}

/** Tells a signed-in contributor what became of their pending (or refunded) contribution. */
export async function notifyContributorOfDecision(
  tx: Db,
  campaign: CampaignFacts,
  row: ContributionRow,
): Promise<void> {
  if (!row.contributorUserId) return;
  const amount = formatUsdCents(row.amountCents);
  const notices = {
    confirmed: [
      'Contribution confirmed',
      `Your ${amount} contribution to "${campaign.title}" was confirmed.`,
    ],
    rejected: [
      'Contribution not confirmed',
      withReason(
        `The artist could not confirm your ${amount} contribution to "${campaign.title}", so it does not count towards the campaign.`,
        row.closedReason,
      ),
    ],
    refunded: [
      'Contribution refunded',
      withReason(`Your ${amount} contribution to "${campaign.title}" was refunded.`, row.closedReason),
    ],
  } as const;
  if (row.status === 'pending') return;
  const [title, message] = notices[row.status];
  await notify(tx, row.contributorUserId, 'payment_received', title, message, {
    amount: row.amountCents,
    currency: 'USD',
  });
}

/** The receipt for a new contribution: pure, so it is tested without a mailer. */
export function composeReceiptMail(
  to: string,
  campaign: CampaignFacts,
  row: ContributionRow,
  publicUrl: string,
): MailMessage {
  const amount = formatUsdCents(row.amountCents);
  const crypto = row.paymentType === 'crypto' && row.network;
  const facts: [string, string][] = [
    ['Campaign', campaign.title],
    ['Amount', `${amount} (USD)`],
    [
      'Payment',
      crypto ? `${networkLabels[row.network!]} (${networkTokens[row.network!]})` : 'Card (test mode)',
    ],
    ['Status', row.status === 'confirmed' ? 'Confirmed' : 'Pending confirmation'],
  ];
  if (row.txHash) facts.push(['Transaction', row.txHash]);
  if (row.providerReference) facts.push(['Reference', row.providerReference]);
  const opening = crypto
    ? `Thank you for supporting "${campaign.title}". Your contribution is recorded as pending: it counts towards the campaign once the artist has found the transfer on chain and confirmed it.`
    : `Thank you for supporting "${campaign.title}". Your contribution is confirmed and already counts towards the campaign.`;
  return composeMail(to, `Your contribution to ${campaign.title}`, [
    { kind: 'paragraph', text: opening },
    { kind: 'facts', rows: facts },
    { kind: 'link', label: 'See the campaign', url: `${publicUrl}/campaigns/${campaign.id}` },
  ]);
}

/** Sends the receipt after commit. Never throws: a mail failure must not fail the contribution. */
export async function mailReceipt(
  deps: ContributionMailDeps,
  to: string | null,
  campaign: CampaignFacts,
  row: ContributionRow,
): Promise<void> {
  if (!to) return;
  try {
    await deps.mailer.send(composeReceiptMail(to, campaign, row, deps.publicUrl));
  } catch (err) {
    deps.log?.error({ err, contributionId: row.id }, 'contribution receipt could not be sent');
  }
}
