import { and, eq } from 'drizzle-orm';
import { recordAction } from '#server/domains/moderation/audit.ts';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { conflict, forbidden, notFound } from '#server/platform/errors.ts';
import type { OwnerContribution } from '#shared/schemas/campaign-writes.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { lockCampaignFacts } from './contribution-create.ts';
import { notifyArtistOfPayment, notifyContributorOfDecision } from './contribution-notices.ts';
import {
  CONTRIBUTION_NOT_FOUND_MESSAGE,
  loadNamedContribution,
  toOwnerContribution,
} from './contribution-view.ts';
import { getCampaign } from './service.ts';
import { contributions } from './tables.ts';

export type Decision = 'confirm' | 'reject' | 'refund';

export const NOT_CAMPAIGN_OWNER_MESSAGE = "Only the campaign's artist can manage its contributions";

/** Which status each decision needs and leaves, and what is said when the status is wrong. */
const rules = {
  confirm: {
    from: 'pending',
    to: 'confirmed',
    refusal: 'Only a pending contribution can be confirmed',
    done: 'Contribution confirmed',
  },
  reject: {
    from: 'pending',
    to: 'rejected',
    refusal: 'Only a pending contribution can be rejected',
    done: 'Contribution rejected',
  },
  refund: {
    from: 'confirmed',
    to: 'refunded',
    refusal: 'Only a confirmed contribution can be refunded',
    done: 'Contribution refunded',
  },
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DecisionResult = {
  success: true;
  message: string;
  data: { campaign: Campaign; contribution: OwnerContribution };
};

/**
 * The artist's (or an admin's) decision on one contribution. The contribution row is locked for
 * update, so two decisions on it run one after the other and the second sees the first's status.
 */
export async function decideContribution(
  db: Db,
  caller: AuthContext,
  campaignId: string,
  contributionId: string,
  decision: Decision,
  reason = '',
  now = new Date(),
): Promise<DecisionResult> {
  const rule = rules[decision];
  return db.transaction(async (tx) => {
    const campaign = await lockCampaignFacts(tx, campaignId);
    if (campaign.artistId !== caller.userId && caller.role !== 'admin') {
      throw forbidden(NOT_CAMPAIGN_OWNER_MESSAGE);
    }
    if (!uuidPattern.test(contributionId)) throw notFound(CONTRIBUTION_NOT_FOUND_MESSAGE);
    const [current] = await tx
      .select({ status: contributions.status })
      .from(contributions)
      .where(and(eq(contributions.id, contributionId), eq(contributions.campaignId, campaign.id)))
      .for('update');
    if (!current) throw notFound(CONTRIBUTION_NOT_FOUND_MESSAGE);
    if (current.status !== rule.from) throw conflict(`${rule.refusal}; this one is ${current.status}.`);

    const [row] = await tx
      .update(contributions)
      .set(
        rule.to === 'confirmed'
          ? { status: rule.to, confirmedAt: now }
          : { status: rule.to, closedAt: now, closedReason: reason || null },
      )
      .where(eq(contributions.id, contributionId))
      .returning();
    if (caller.role === 'admin' && campaign.artistId !== caller.userId) {
      // An operator's decision on someone else's campaign goes on the record (decision 019).
      await recordAction(tx, {
        actorId: caller.userId,
        action: `contribution.${decision}`,
        targetType: 'contribution',
        targetId: row!.id,
        reason: reason || rule.done,
      });
    }
    if (row!.status === 'confirmed') await notifyArtistOfPayment(tx, campaign, row!);
    await notifyContributorOfDecision(tx, campaign, row!);
    const named = await loadNamedContribution(tx, row!.id);
    return {
      success: true as const,
      message: rule.done,
      data: { campaign: await getCampaign(tx, campaign.id, now), contribution: toOwnerContribution(named!) },
    };
  });
}
