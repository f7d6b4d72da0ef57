import { z } from 'zod';
import { disputeOutcomes, SPLIT_AMOUNT_MESSAGE } from '#shared/booking-payments.ts';
import { moneySchema } from './bounds.ts';

// The operator's decision on a disputed session (decision 020). Apart from the moderation schemas
// so the report dialog, which loads those, does not load the session payment rules too.

export const DISPUTE_NOTE_MESSAGE = 'Please explain the decision to both parties (at most 500 characters)';
/**
 * POST /admin/disputes/{bookingId}/resolve. `refund` (MACS decimal) is what the client gets back
 * in a split; the artist gets the rest. Release pays the artist all; refund gives the client all.
 */
export const disputeResolveBodySchema = z.object({
  outcome: z.enum(disputeOutcomes, { error: 'Please choose release, refund or split' }),
  refund: moneySchema({ min: 0.01, max: 1_000_000, message: SPLIT_AMOUNT_MESSAGE }).optional(),
  note: z
    .string({ error: DISPUTE_NOTE_MESSAGE })
    .trim()
    .min(1, DISPUTE_NOTE_MESSAGE)
    .max(500, DISPUTE_NOTE_MESSAGE),
});
export type DisputeResolveBody = z.infer<typeof disputeResolveBodySchema>;
