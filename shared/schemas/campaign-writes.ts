import { z } from 'zod';
import {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_TITLE_MAX,
  CONTRIBUTION_AMOUNT_MESSAGE,
  CONTRIBUTION_NOTE_MAX,
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TARGET_AMOUNT_MESSAGE,
  WALLET_ADDRESS_MESSAGE,
} from '#shared/campaign-messages.ts';
import { contributionStatuses } from '#shared/campaign-rules.ts';
import { cryptoNetworks } from '#shared/crypto-networks.ts';
import { isWebUrl, WEB_URL_PATTERN } from '#shared/schemas/artist-fields.ts';
import {
  calendarPattern,
  DATE_RANGE_MESSAGE,
  isWithinCalendar,
  moneySchema,
  numberQuery,
} from '#shared/schemas/bounds.ts';
import { campaignSchema } from '#shared/schemas/campaigns.ts';

export * from '#shared/campaign-messages.ts';
/** Largest single amount accepted, in USD: bigger is surely a typo. */
export const AMOUNT_MAX_USD = 10_000_000;

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

/** USD with at most two decimals (integer cents in storage); one cent at least, as 1e-9 would round to 0. */
const usdAmount = (message: string) =>
  moneySchema({ min: 0.01, max: AMOUNT_MAX_USD, message, decimals: message });

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, IMAGE_URL_MESSAGE)
  .refine((v) => v === '' || isWebUrl(v), IMAGE_URL_MESSAGE)
  .meta({ pattern: `^(?:${WEB_URL_PATTERN})?$` })
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** POST /campaigns and POST /crowdfunding. artistId must be the caller's own id. */
export const createCampaignSchema = z.object({
  artistId: z.string().optional(),
  title: requiredText(CAMPAIGN_TITLE_MAX),
  description: requiredText(CAMPAIGN_DESCRIPTION_MAX),
  targetAmount: usdAmount(TARGET_AMOUNT_MESSAGE),
  /** ISO date or date-time; must be after now (the form's minimum is tomorrow). */
  deadline: z
    .union(
      [
        // The document's patterns hold the year to Easel's calendar, as the refinement below does.
        z.iso.datetime({ offset: true }).meta({
          pattern: calendarPattern(z.regexes.datetime({ offset: true, local: false, precision: null })),
        }),
        z.iso.date().meta({ pattern: calendarPattern(z.regexes.date) }),
      ],
      { error: REQUIRED_FIELDS_MESSAGE },
    )
    .refine(isWithinCalendar, DATE_RANGE_MESSAGE),
  imageUrl: imageUrlSchema,
});
export type CreateCampaignBody = z.infer<typeof createCampaignSchema>;

/** PUT /crowdfunding/{id}: the owner edits an active campaign; the target never drops below the raised amount. */
export const updateCampaignSchema = createCampaignSchema.omit({ artistId: true }).partial();

export const campaignMutationResponseSchema = z.object({ success: z.literal(true), data: campaignSchema });

/** The crypto part of a contribution (spec §3 Contribution payload) plus an optional transaction hash. */
export const contributionCryptoSchema = z.object({
  userWalletAddress: z
    .string({ error: WALLET_ADDRESS_MESSAGE })
    .trim()
    .min(1, WALLET_ADDRESS_MESSAGE)
    .max(128),
  network: z.enum(cryptoNetworks, { error: 'Please choose a network' }),
  token: z.string().trim().max(10).optional(),
  platformWallet: z.string().trim().max(128).optional(),
  txHash: z.string().trim().max(128).optional(),
});

/**
 * POST /campaigns/{id}/contribute and POST /crowdfunding/{id}/contribute. `email` is Easel's
 * optional receipt address for guests; the spec's payload carries none and keeps working.
 */
export const contributeSchema = z.object({
  amount: usdAmount(CONTRIBUTION_AMOUNT_MESSAGE),
  note: z
    .string()
    .trim()
    .max(CONTRIBUTION_NOTE_MAX, 'Note must be at most 500 characters')
    .optional()
    .default(''),
  paymentType: z.enum(['fiat', 'crypto'], { error: 'Please choose fiat or crypto' }),
  crypto: contributionCryptoSchema.optional(),
  email: z.email('Please enter a valid email address').optional(),
});
export type ContributeBody = z.infer<typeof contributeSchema>;

/** A contribution as the public list shows it; the owner view adds the chain details. */
export const contributionSchema = z.object({
  id: z.uuid(),
  /** The contributor's name, or 'Anonymous' for guests. */
  contributorName: z.string(),
  amount: z.number().positive(),
  paymentType: z.enum(['fiat', 'crypto']),
  network: z.enum(cryptoNetworks).nullable(),
  token: z.string().nullable(),
  status: z.enum(contributionStatuses),
  createdAt: z.iso.datetime(),
});
export const ownerContributionSchema = contributionSchema.extend({
  note: z.string().nullable(),
  senderAddress: z.string().nullable(),
  txHash: z.string().nullable(),
  platformWallet: z.string().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  closedReason: z.string().nullable(),
});
export type Contribution = z.infer<typeof contributionSchema>;
export type OwnerContribution = z.infer<typeof ownerContributionSchema>;

/** Success answer of a contribution: the updated campaign at data.campaign (spec §7). */
export const contributeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ campaign: campaignSchema, contribution: contributionSchema }),
});

/** GET /crowdfunding/networks: the five networks with token and platform wallet, for the dialog. */
export const cryptoNetworkInfoSchema = z.object({
  network: z.enum(cryptoNetworks),
  token: z.string(),
  platformWallet: z.string(),
});
export const cryptoNetworksResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(cryptoNetworkInfoSchema),
  /** 'test' while fiat runs on the built-in test-mode provider; the dialog labels it. */
  paymentMode: z.enum(['test', 'live']),
});

export const campaignUpdateSchema = z.object({ id: z.uuid(), body: z.string(), createdAt: z.iso.datetime() });
export const campaignUpdateInputSchema = z.object({
  body: z
    .string({ error: 'Please write the update' })
    .trim()
    .min(1, 'Please write the update')
    .max(2_000, 'Update must be at most 2000 characters'),
});
export const contributionDecisionSchema = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional().default(''),
});

/** Owner rules of campaign writes (Easel's own texts; the spec has none for these). */
export const CAMPAIGN_ARTISTS_ONLY_MESSAGE = 'Only artists can create campaigns';
export const CAMPAIGN_SELF_ONLY_MESSAGE = 'You can only create campaigns as yourself';
export const CAMPAIGN_NOT_OWNER_MESSAGE = 'You can only change your own campaigns';
export const CAMPAIGN_NOT_EDITABLE_MESSAGE = 'This campaign has ended and can no longer be changed';
export const CAMPAIGN_DELETE_CONFIRMED_MESSAGE = 'A campaign with confirmed contributions cannot be deleted';
export const CAMPAIGN_DELETE_PENDING_MESSAGE =
  'Confirm or reject the pending contributions first: the people who sent them are waiting for your answer';
export const CAMPAIGN_DELETED_MESSAGE = 'Campaign deleted';

/** '$1,253.45' or '$800': the exact raised amount, decimals only when there are cents. */
export function formatUsdExact(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

export const targetBelowRaisedMessage = (raisedCents: number) =>
  `The target cannot be lower than the ${formatUsdExact(raisedCents)} already raised`;

/** DELETE /crowdfunding/{id}. */
export const campaignDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** POST /crowdfunding/{id}/updates. */
export const campaignUpdateResponseSchema = z.object({
  success: z.literal(true),
  data: campaignUpdateSchema,
});
/** GET /campaigns/{id}/updates: newest first. */
export const campaignUpdateListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(campaignUpdateSchema),
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;
export type UpdateCampaignBody = z.infer<typeof updateCampaignSchema>;

/** Public contributions list: at most this many per page. */
export const CONTRIBUTION_LIST_MAX = 50;

/** ?limit: 1 or more; anything above the maximum is clamped to it rather than refused. */
export const publicContributionsQuerySchema = z.object({
  limit: numberQuery('Limit must be a whole number', (n) =>
    n.int('Limit must be a whole number').min(1, 'Limit must be at least 1'),
  )
    .transform((n) => Math.min(n, CONTRIBUTION_LIST_MAX))
    .optional(),
});
export const publicContributionsResponseSchema = z.array(contributionSchema);

export const manageContributionsQuerySchema = z.object({
  status: z
    .enum(contributionStatuses, { error: 'Status must be pending, confirmed, rejected or refunded' })
    .optional(),
});
export const manageContributionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ownerContributionSchema),
});

export const contributionParamsSchema = z.object({ id: z.string(), contributionId: z.string() });
export const optionalDecisionBodySchema = contributionDecisionSchema.nullish();

export const contributionDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ campaign: campaignSchema, contribution: ownerContributionSchema }),
});
