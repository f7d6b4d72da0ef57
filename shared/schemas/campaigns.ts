import { z } from 'zod';
import { campaignStatuses } from '#shared/campaign-rules.ts';

export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found';

/**
 * Spec section 3 "Campaign". Amounts are USD decimals derived from integer cents; only
 * confirmed contributions count towards `currentAmount`, `progressPercentage` and `backers`,
 * while `pendingAmount` (crypto awaiting confirmation) is shown apart.
 */
export const campaignSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** An absolute URL or a path on this host such as /api/v1/files/…; null when there is none. */
  imageUrl: z.string().nullable(),
  artistName: z.string(),
  /** For the 'By' link to /artists/{username}. */
  artistUsername: z.string(),
  artistId: z.uuid(),
  currentAmount: z.number().nonnegative(),
  pendingAmount: z.number().nonnegative(),
  targetAmount: z.number().positive(),
  /** Not capped: 118 means 18 % over the target. */
  progressPercentage: z.number().int().nonnegative(),
  /** Whole days until the deadline, 0 once it has passed. */
  daysRemaining: z.number().int().nonnegative(),
  /** Distinct people behind confirmed contributions. */
  backers: z.number().int().nonnegative(),
  status: z.enum(campaignStatuses),
  createdAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  /** Set when moderation hid it: only its author (and operators) still see it, with this reason. */
  hiddenReason: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** GET /campaigns: the spec says the campaign service "returns an array". */
export const campaignListResponseSchema = z.array(campaignSchema);

/** GET /crowdfunding: the same campaigns in the `{ success, data }` envelope. */
export const crowdfundingListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(campaignSchema),
});

/** GET /crowdfunding/{id}. */
export const crowdfundingResponseSchema = z.object({ success: z.literal(true), data: campaignSchema });

/**
 * Any string is accepted here on purpose: an id that cannot exist is simply not found (404),
 * the same answer as an unknown one, rather than a validation error.
 */
export const campaignIdParamsSchema = z.object({ id: z.string() });
