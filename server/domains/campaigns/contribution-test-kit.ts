import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '#server/domains/notifications/tables.ts';
import { outbox } from '#server/platform/mail/tables.ts';
import type { TestApp } from '#server/test/test-app.ts';
import { campaigns, contributions } from './tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const fromNow = (ms: number) => new Date(Date.now() + ms);

/** Valid sender addresses per network, for requests that should pass validation. */
export const senders = {
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  xrp: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
} as const;

/** A well-formed EVM transaction hash (canonical: 0x and lower case), the same for the same `seed`. */
export const evmTxHash = (seed: string) => `0x${createHash('sha256').update(seed).digest('hex')}`;

/** A campaign inserted directly (the create route belongs to another part of the domain). */
export async function insertCampaign(
  t: TestApp,
  artistId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      artistId,
      title: 'A Wood Kiln',
      description: 'An anagama kiln for the community studio',
      targetCents: 100_000,
      deadline: fromNow(10 * DAY_MS),
      ...values,
    })
    .returning({ id: campaigns.id });
  return row!.id;
}

type Headers = Record<string, string>;

export function contributeTo(
  t: TestApp,
  campaignId: string,
  body: unknown,
  headers: Headers = {},
  prefix = 'campaigns',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${prefix}/${campaignId}/contribute`,
    payload: body as Record<string, unknown>,
    headers,
  });
}

export const cryptoBody = (amount: number, crypto: Record<string, unknown> = {}) => ({
  amount,
  paymentType: 'crypto',
  crypto: { network: 'polygon', userWalletAddress: senders.polygon, ...crypto },
});

export function decide(
  t: TestApp,
  campaignId: string,
  contributionId: string,
  decision: 'confirm' | 'reject' | 'refund',
  headers: Headers,
  body?: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/crowdfunding/${campaignId}/contributions/${contributionId}/${decision}`,
    headers,
    ...(body ? { payload: body } : {}),
  });
}

export const contributionRows = (t: TestApp, campaignId: string) =>
  t.database.db.select().from(contributions).where(eq(contributions.campaignId, campaignId));

export const notificationsOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

export const mailsTo = (t: TestApp, to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to));

/** The error body every refusal carries (wire format of the error handler). */
export const refusal = (message: string) => expect.objectContaining({ success: false, message });
