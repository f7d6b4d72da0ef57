import { text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportedContent } from '#shared/schemas/moderation.ts';

/**
 * Moderation's mark on a piece of content (decision 019): when an operator hid it, and why. The
 * row stays, so restoring is exact; each list asks `hidden_at is null` through its domain's
 * visibility predicate.
 */
export const hiddenColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
});

/** An operator's reason to hide something, or null to make it visible again. */
export type HiddenMark = { reason: string } | null;

/** The column values that hide (with the reason) or restore. */
export const hiddenValues = (mark: HiddenMark) =>
  mark ? { hiddenAt: new Date(), hiddenReason: mark.reason } : { hiddenAt: null, hiddenReason: null };

/** A piece of content as moderation sees it: whose it is, whether everyone may see it, what it says. */
export type ModerationTarget = { ownerId: string | null; public: boolean; content: ReportedContent };
