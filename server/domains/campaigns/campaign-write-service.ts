import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/platform/errors.ts';
import { isSafeKey, publicFileUrl } from '#server/platform/storage/keys.ts';
import type { Storage } from '#server/platform/storage/storage.ts';
import {
  CAMPAIGN_ARTISTS_ONLY_MESSAGE,
  CAMPAIGN_DELETE_CONFIRMED_MESSAGE,
  CAMPAIGN_DELETE_PENDING_MESSAGE,
  CAMPAIGN_DELETED_MESSAGE,
  CAMPAIGN_MAX_DAYS,
  CAMPAIGN_NOT_EDITABLE_MESSAGE,
  CAMPAIGN_NOT_OWNER_MESSAGE,
  CAMPAIGN_SELF_ONLY_MESSAGE,
  type CreateCampaignBody,
  DEADLINE_FUTURE_MESSAGE,
  DEADLINE_TOO_FAR_MESSAGE,
  targetBelowRaisedMessage,
  type UpdateCampaignBody,
} from '#shared/schemas/campaign-writes.ts';
import { CAMPAIGN_NOT_FOUND_MESSAGE, type Campaign } from '#shared/schemas/campaigns.ts';
import { getCampaign, isCampaignId } from './service.ts';
import { campaigns, contributions } from './tables.ts';

export const CAMPAIGN_IMAGE_FOLDER = 'campaigns';
const FILES_PREFIX = publicFileUrl('');

/** The stored file behind an image URL when it is one of ours (an external URL owns no file). */
export function campaignImageKeyOf(url: string | null): string | null {
  if (!url?.startsWith(`${FILES_PREFIX}${CAMPAIGN_IMAGE_FOLDER}/`)) return null;
  const key = url.slice(FILES_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only deadline ('2025-06-30', what the form's date picker sends) means the whole of
 * that day, so it ends at 23:59:59.999 UTC; a date-time is taken as the instant it names.
 */
export function parseCampaignDeadline(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);
}

function requireFutureDeadline(value: string, now: Date): Date {
  const deadline = parseCampaignDeadline(value);
  if (!(deadline.getTime() > now.getTime())) throw badRequest(DEADLINE_FUTURE_MESSAGE, 'deadline');
  // A day's grace: a date-only deadline ends that day where the artist lives, not in UTC.
  const latest = now.getTime() + (CAMPAIGN_MAX_DAYS + 1) * 24 * 60 * 60 * 1000;
  if (deadline.getTime() > latest) throw badRequest(DEADLINE_TOO_FAR_MESSAGE, 'deadline');
  return deadline;
}

/** Dollars from the wire to integer cents; the schema already allows at most two decimals. */
const toCents = (usd: number) => Math.round(usd * 100);

/** POST /campaigns and POST /crowdfunding: an artist opens a campaign in their own name. */
export async function createCampaign(
  db: Db,
  caller: AuthContext,
  input: CreateCampaignBody,
  now = new Date(),
): Promise<Campaign> {
  if (caller.role !== 'artist') throw forbidden(CAMPAIGN_ARTISTS_ONLY_MESSAGE);
  if (input.artistId !== undefined && input.artistId !== caller.userId) {
    throw forbidden(CAMPAIGN_SELF_ONLY_MESSAGE);
  }
  const deadline = requireFutureDeadline(input.deadline, now);
  const [row] = await db
    .insert(campaigns)
    .values({
      artistId: caller.userId,
      title: input.title,
      description: input.description,
      imageUrl: input.imageUrl ?? null,
      targetCents: toCents(input.targetAmount),
      deadline,
    })
    .returning({ id: campaigns.id });
  return getCampaign(db, row!.id, now);
}

/**
 * Locks the caller's campaign row (SELECT … FOR UPDATE) for the rest of the transaction: a
 * contribution confirmed meanwhile waits, so the raised amount read next cannot move under us.
 * Unknown is 404; someone else's is 403 (campaigns are public, so hiding it would hide nothing).
 */
export async function lockOwnCampaign(tx: Db, caller: AuthContext, id: string) {
  const [row] = isCampaignId(id)
    ? await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
    : [];
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  if (row.artistId !== caller.userId) throw forbidden(CAMPAIGN_NOT_OWNER_MESSAGE);
  return row;
}

/**
 * An artist who gives up their artist profile ends their running campaigns at once: the pages stay
 * for the backers' record, and no one can give to an artist who is no longer here.
 */
export async function endOpenCampaigns(tx: Db, artistId: string): Promise<void> {
  await tx
    .update(campaigns)
    .set({ deadline: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(campaigns.artistId, artistId), sql`${campaigns.deadline} > now()`));
}

async function sumCents(tx: Db, campaignId: string, status: 'confirmed' | 'pending'): Promise<number> {
  const [row] = await tx
    .select({ cents: sql`coalesce(sum(${contributions.amountCents}), 0)`.mapWith(Number) })
    .from(contributions)
    .where(and(eq(contributions.campaignId, campaignId), eq(contributions.status, status)));
  return row?.cents ?? 0;
}

/**
 * PUT /crowdfunding/{id}: the owner edits a running campaign (deadline not yet passed). The
 * target never drops below what is already raised, checked under the row lock.
 */
export async function updateCampaign(
  db: Db,
  caller: AuthContext,
  id: string,
  input: UpdateCampaignBody,
  now = new Date(),
): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const row = await lockOwnCampaign(tx, caller, id);
    // Only an artist runs a campaign: one who gave up the profile cannot reopen an ended one.
    if (caller.role !== 'artist') throw forbidden(CAMPAIGN_ARTISTS_ONLY_MESSAGE);
    if (row.deadline.getTime() <= now.getTime()) throw conflict(CAMPAIGN_NOT_EDITABLE_MESSAGE);
    const changes: Partial<typeof campaigns.$inferInsert> = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.imageUrl !== undefined) changes.imageUrl = input.imageUrl;
    if (input.deadline !== undefined) changes.deadline = requireFutureDeadline(input.deadline, now);
    if (input.targetAmount !== undefined) {
      const targetCents = toCents(input.targetAmount);
      const raisedCents = await sumCents(tx, row.id, 'confirmed');
      if (targetCents < raisedCents) throw conflict(targetBelowRaisedMessage(raisedCents));
      changes.targetCents = targetCents;
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(campaigns)
      .set({ ...changes, updatedAt: now })
      .where(eq(campaigns.id, row.id));
  });
  return getCampaign(db, id, now);
}

/**
 * DELETE /crowdfunding/{id}: only while nothing is confirmed or awaiting the artist's answer
 * (checked under the row lock); rejected and refunded contributions and the updates go with it, and after the commit
 * its uploaded picture (a file that cannot be removed is only wasted space).
 */
export async function deleteCampaign(
  db: Db,
  caller: AuthContext,
  id: string,
  storage?: Storage,
  log?: FastifyBaseLogger,
) {
  const imageUrl = await db.transaction(async (tx) => {
    const row = await lockOwnCampaign(tx, caller, id);
    if ((await sumCents(tx, row.id, 'confirmed')) > 0) throw conflict(CAMPAIGN_DELETE_CONFIRMED_MESSAGE);
    // A pending crypto contribution is money someone says they sent: its record is not erased
    // without an answer to them.
    if ((await sumCents(tx, row.id, 'pending')) > 0) throw conflict(CAMPAIGN_DELETE_PENDING_MESSAGE);
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
    return row.imageUrl;
  });
  const key = campaignImageKeyOf(imageUrl);
  if (key && storage) {
    await storage.delete(key).catch((err) => log?.warn({ err, key }, 'could not delete a campaign image'));
  }
  return { success: true as const, message: CAMPAIGN_DELETED_MESSAGE };
}
