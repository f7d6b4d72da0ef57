import { z } from 'zod';
import { cryptoNetworks } from '#shared/crypto-networks.ts';
import { boundedDateTime, boundedIntegerQuery } from './bounds.ts';
import { personRefSchema } from './people.ts';

/**
 * Reports, moderation and blocking (issue 17, decision 019): the contract between the report
 * menus, the operator console at /admin and the server.
 */

export const reportTargetTypes = ['artwork', 'comment', 'artist', 'campaign', 'message'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];

export const reportReasons = ['spam', 'harassment', 'stolen', 'inappropriate', 'scam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** How the report menu and the console name each reason. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  stolen: 'Stolen or infringing work',
  inappropriate: 'Inappropriate content',
  scam: 'Scam',
  other: 'Other',
};

export const reportTargetLabels: Record<ReportTargetType, string> = {
  artwork: 'Artwork',
  comment: 'Comment',
  artist: 'Artist profile',
  campaign: 'Campaign',
  message: 'Message',
};

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
export const REPORT_DETAILS_MESSAGE = 'Please tell us what is wrong';
export const REPORT_RECEIVED_MESSAGE = 'Thank you. Our team will look at your report.';
export const REPORT_ALREADY_OPEN_MESSAGE =
  'You have already reported this. Our team will look at it, and we will tell you what we decide.';
export const REPORT_TARGET_NOT_FOUND_MESSAGE = 'There is nothing to report here';
export const REPORT_OWN_CONTENT_MESSAGE = 'You cannot report your own content';
export const MODERATION_REASON_MESSAGE = 'Please give a short reason';
export const HIDDEN_CONTENT_MESSAGE = 'This has been hidden by moderation';
export const HIDDEN_ARTWORK_SALE_MESSAGE = 'This artwork has been hidden by moderation and cannot be bought';
export const HIDDEN_CAMPAIGN_MESSAGE =
  'This campaign has been hidden by moderation and takes no contributions';
export const SUSPENDED_ACCOUNT_MESSAGE =
  'This account has been suspended. If you think this is a mistake, please contact support.';
export const BLOCK_SELF_MESSAGE = 'You cannot block yourself';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

export const reportBodySchema = z
  .object({
    targetType: z.enum(reportTargetTypes, { error: 'Please choose what you are reporting' }),
    targetId: z.uuid({ error: REPORT_TARGET_NOT_FOUND_MESSAGE }),
    reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Please keep it under ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .default(''),
  })
  .refine((body) => body.reason !== 'other' || body.details.length > 0, {
    path: ['details'],
    message: REPORT_DETAILS_MESSAGE,
  });
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportStatusSchema = z.enum(['open', 'dismissed', 'actioned']);

/** What the reporter hears: a new report (201) or the one already open (200, not duplicated). */
export const reportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.uuid(), status: reportStatusSchema, duplicate: z.boolean() }),
});

/** A short written reason, required for every operator action. */
export const moderationReasonSchema = z.object({
  reason: z
    .string({ error: MODERATION_REASON_MESSAGE })
    .trim()
    .min(1, MODERATION_REASON_MESSAGE)
    .max(MODERATION_REASON_MAX, `Please keep the reason under ${MODERATION_REASON_MAX} characters`),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

/** The reported thing as the operator reads it: enough to judge without opening another page. */
export const reportedContentSchema = z.object({
  type: z.enum(reportTargetTypes),
  id: z.uuid(),
  /** Artwork or campaign title, comment or message text, the artist's name and bio; null once deleted. */
  title: z.string().nullable(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where the public sees it, when it has a page. */
  href: z.string().nullable(),
  author: personRefSchema.nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportEntrySchema = z.object({
  id: z.uuid(),
  reporter: personRefSchema,
  reason: z.enum(reportReasons),
  details: z.string(),
  createdAt: z.iso.datetime(),
});

/** Open reports grouped by what they are about, the group with the most recent report first. */
export const reportGroupSchema = z.object({
  target: reportedContentSchema,
  reports: z.array(reportEntrySchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(reportGroupSchema),
});

export const reportDecisions = ['dismiss', 'hide', 'suspend'] as const;
export type ReportDecision = (typeof reportDecisions)[number];
export const reportDecisionBodySchema = moderationReasonSchema.extend({
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
  decision: z.enum(reportDecisions),
});
export type ReportDecisionBody = z.infer<typeof reportDecisionBodySchema>;

export const contentTargetSchema = moderationReasonSchema.extend({
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
});
export type ContentTarget = z.infer<typeof contentTargetSchema>;

export const adminSummarySchema = z.object({
  openReports: z.number().int().nonnegative(),
  pendingCrypto: z.number().int().nonnegative(),
  pendingBridge: z.number().int().nonnegative(),
  openDisputes: z.number().int().nonnegative(),
  suspendedAccounts: z.number().int().nonnegative(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export const adminSummaryResponseSchema = z.object({ success: z.literal(true), data: adminSummarySchema });

export const pendingCryptoSchema = z.object({
  id: z.uuid(),
  campaign: z.object({ id: z.uuid(), title: z.string() }),
  artist: personRefSchema,
  /** USD decimal. */
  amount: z.number(),
  network: z.enum(cryptoNetworks),
  token: z.string(),
  senderAddress: z.string(),
  txHash: z.string().nullable(),
  /** That network's public explorer page of the transaction; null without a hash. */
  explorerUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PendingCrypto = z.infer<typeof pendingCryptoSchema>;

export const pendingBridgeSchema = z.object({
  id: z.uuid(),
  user: personRefSchema,
  network: z.enum(cryptoNetworks),
  address: z.string(),
  /** MACS decimal. */
  amount: z.number(),
  createdAt: z.iso.datetime(),
});
export type PendingBridge = z.infer<typeof pendingBridgeSchema>;

/** A paid session the client disputed: its escrow waits for an operator (decision 020). */
export const openDisputeSchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  service: z.string(),
  artist: personRefSchema,
  client: personRefSchema,
  /** MACS decimal still held for the session. */
  amount: z.number(),
  reason: z.string(),
  openedAt: z.iso.datetime(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type OpenDispute = z.infer<typeof openDisputeSchema>;

export const paymentsQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    crypto: z.array(pendingCryptoSchema),
    bridge: z.array(pendingBridgeSchema),
    disputes: z.array(openDisputeSchema),
  }),
});

export const bridgeCompleteBodySchema = z.object({
  txHash: z
    .string({ error: 'Please enter the transaction hash' })
    .trim()
    .min(1, 'Please enter the transaction hash')
    .max(200),
});

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'artist', 'admin']),
  verified: z.boolean(),
  joinedAt: z.iso.datetime(),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  reportsAgainst: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminUserSchema),
});
export const adminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminUserSchema,
});
export const adminUserQuerySchema = z.object({ q: z.string().trim().max(100).optional().default('') });
export const verifiedBodySchema = moderationReasonSchema.extend({ verified: z.boolean() });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: personRefSchema.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(30).optional(),
  actor: z.string().trim().max(100).optional(),
  before: boundedDateTime('Please give "before" as an ISO 8601 time').optional(),
  limit: boundedIntegerQuery(1, 100, 'Please ask for 1 to 100 entries at a time').optional().default(50),
});
export const auditLogResponseSchema = z.object({ success: z.literal(true), data: z.array(auditEntrySchema) });

export const actionResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const blockedUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.iso.datetime(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(blockedUserSchema),
});
