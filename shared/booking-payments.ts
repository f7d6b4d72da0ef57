// Paid sessions (issue 18, decision 020): the escrow, quote, cancellation-policy and dispute rules
// the server enforces and the screens explain. Plain code without zod, so a card can import it.

/** A request nobody answered is refunded this long after it was made (or at its start, if sooner). */
export const PENDING_EXPIRY_HOURS = 72;
/** A quote the client has not accepted or declined lapses this long after it was sent. */
export const QUOTE_EXPIRY_DAYS = 7;
/** A confirmed session completes itself (and pays the artist) this long after it ends… */
export const AUTO_COMPLETE_HOURS = 24;
/** …and until then, from the session's start, the client may open a dispute instead. */
export const DISPUTE_WINDOW_HOURS = 24;

const HOUR_MS = 3_600_000;

export const cancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

/**
 * Each policy as steps: cancelling at least `hoursBefore` the start gives back `refundPercent`;
 * later than the last step gives back `latePercent`. Ordered from the earliest step.
 */
type PolicyRule = { steps: { hoursBefore: number; refundPercent: number }[]; latePercent: number };
export const cancellationPolicyRules: Record<CancellationPolicy, PolicyRule> = {
  flexible: { steps: [{ hoursBefore: 24, refundPercent: 100 }], latePercent: 0 },
  moderate: { steps: [{ hoursBefore: 72, refundPercent: 100 }], latePercent: 50 },
  strict: { steps: [{ hoursBefore: 7 * 24, refundPercent: 50 }], latePercent: 0 },
};

export const cancellationPolicyLabels: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** One line per policy, as the wizard, the confirmation and the artist page show it. */
export const cancellationPolicySummaries: Record<CancellationPolicy, string> = {
  flexible: 'Full refund if you cancel at least 24 hours before the session; no refund after that.',
  moderate: 'Full refund if you cancel at least 72 hours before the session; half after that.',
  strict: 'Half refunded if you cancel at least 7 days before the session; no refund after that.',
};

/** The percentage of the price a client cancelling a confirmed session at `now` gets back. */
export function refundPercentAt(policy: CancellationPolicy, startsAt: Date, now: Date): number {
  const hoursBefore = (startsAt.getTime() - now.getTime()) / HOUR_MS;
  const rule = cancellationPolicyRules[policy];
  for (const step of rule.steps) if (hoursBefore >= step.hoursBefore) return step.refundPercent;
  return rule.latePercent;
}

/**
 * How a held amount (integer hundredths) splits when the client cancels a confirmed session:
 * the refund is rounded down to the hundredth, the artist keeps the rest.
 */
export function clientCancellationSplit(
  policy: CancellationPolicy,
  amount: number,
  startsAt: Date,
  now: Date,
): { refund: number; release: number } {
  const refund = Math.floor((amount * refundPercentAt(policy, startsAt, now)) / 100);
  return { refund, release: amount - refund };
}

/** When an unanswered request lapses: 72 hours after it was made, or at its start if that is sooner. */
export function pendingDeadline(createdAt: Date, startsAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + PENDING_EXPIRY_HOURS * HOUR_MS, startsAt.getTime()));
}

/** When a sent quote lapses: 7 days after it was sent, or at the session's start if sooner. */
export function quoteDeadline(quotedAt: Date, startsAt: Date): Date {
  return new Date(Math.min(quotedAt.getTime() + QUOTE_EXPIRY_DAYS * 24 * HOUR_MS, startsAt.getTime()));
}

/** The end of the dispute window, which is also when the session completes itself. */
export function disputeDeadline(endsAt: Date): Date {
  return new Date(endsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS);
}

/** A client may dispute a confirmed, paid session from its start until the window closes. */
export function canOpenDispute(startsAt: Date, endsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() && now.getTime() < disputeDeadline(endsAt).getTime();
}

export const quoteStatuses = ['requested', 'quoted', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** Where a booking's held MACS are, from the escrow row's amounts (any unit). */
export type PaymentState = 'held' | 'released' | 'refunded' | 'split';
export function paymentStateOf(p: { held: number; released: number; refunded: number }): PaymentState {
  if (p.held > 0) return 'held';
  if (p.refunded === 0) return 'released';
  if (p.released === 0) return 'refunded';
  return 'split';
}

export const paymentStateLabels: Record<PaymentState, string> = {
  held: 'Held in escrow',
  released: 'Paid to the artist',
  refunded: 'Refunded',
  split: 'Partly refunded',
};

export const disputeOutcomes = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];
export const disputeOutcomeLabels: Record<DisputeOutcome, string> = {
  release: 'Released to the artist',
  refund: 'Refunded to the client',
  split: 'Split between both',
};

/** Texts the server answers and the screens show. */
export const SIGN_IN_TO_PAY_MESSAGE = 'Please sign in or create an account to book a paid session';
export const QUOTE_FIRST_MESSAGE = 'Send the client a quote before accepting this request';
export const NOT_A_QUOTE_MESSAGE = 'This booking is not waiting for a quote';
export const QUOTE_NOT_OPEN_MESSAGE = 'This quote can no longer be accepted or declined';
export const QUOTE_DECLINED_REASON = 'The client declined the quote.';
export const QUOTE_TERMS_MESSAGE = 'Please send the quoted price and cancellation policy you accept';
/** The artist changed the chosen service after the client looked: nothing was held. */
export const serviceChangedMessage = (name: string, price: string, policy: CancellationPolicy | null) =>
  `The artist changed “${name}” since you looked: it is now ${price}${policy ? ` with ${cancellationPolicyLabels[policy].toLowerCase()} cancellation` : ''}. Nothing was charged; check it again before you send the request.`;
/** The artist sent a new quote after the client looked: nothing was paid. */
export const quoteChangedMessage = (price: string, policy: CancellationPolicy) =>
  `The artist changed this quote to ${price} with ${cancellationPolicyLabels[policy].toLowerCase()} cancellation since you looked. Nothing was paid; read it again before you accept.`;
export const EXPIRED_REASON = 'The artist did not answer in time. Any payment was refunded in full.';
export const QUOTE_EXPIRED_REASON = 'The quote was not accepted in time.';
export const PAID_COMPLETES_ITSELF_MESSAGE = `A paid session completes by itself ${DISPUTE_WINDOW_HOURS} hours after it ends, once the client's time to report a problem has passed; its payment is released to you then`;
export const DISPUTE_WINDOW_MESSAGE = `A dispute can be opened from the session's start until ${DISPUTE_WINDOW_HOURS} hours after it ends`;
export const DISPUTE_UNPAID_MESSAGE = 'Only a paid session can be disputed';
export const DISPUTE_NOT_OPEN_MESSAGE = 'This booking has no open dispute';
export const PRICE_CHANGE_MESSAGE =
  'A request can only move to a service with the same price. To book a service with a different price, cancel this request and book again.';
export const SPLIT_AMOUNT_MESSAGE = 'The refund of a split must be more than 0 and less than the amount held';
