import { type DisputeOutcome, SPLIT_AMOUNT_MESSAGE } from '#shared/booking-payments.ts';
import { fromMacsMinor, toMacsMinor } from '#shared/macs.ts';
import { type DisputeResolveBody, disputeResolveBodySchema } from '#shared/schemas/disputes.ts';

/** What the resolve dialog holds as the operator fills it in; the refund is the text typed. */
export type DisputeInput = { outcome: DisputeOutcome | null; refund: string; note: string };
export type DisputeField = keyof DisputeInput;
export type DisputeErrors = Partial<Record<DisputeField, string>>;

/** The refund typed, as a number for the schema; blank is missing, anything else unreadable is NaN. */
const readAmount = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim());

/**
 * The contract's rules before anything is sent, plus the one only the dispute knows: a split gives
 * the client more than nothing and less than everything held (compared in hundredths, as stored).
 */
export function validateDispute(
  input: DisputeInput,
  heldAmount: number,
): { body: DisputeResolveBody; errors: null } | { body: null; errors: DisputeErrors } {
  const split = input.outcome === 'split';
  const refund = split ? readAmount(input.refund) : undefined;
  const checked = disputeResolveBodySchema.safeParse({
    outcome: input.outcome ?? undefined,
    refund,
    note: input.note,
  });
  const errors: DisputeErrors = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as DisputeField;
      errors[field] ??= issue.message;
    }
  }
  if (split && !errors.refund && (refund === undefined || toMacsMinor(refund) >= toMacsMinor(heldAmount))) {
    errors.refund = SPLIT_AMOUNT_MESSAGE;
  }
  if (!checked.success || Object.keys(errors).length > 0) return { body: null, errors };
  const { outcome, note } = checked.data;
  return { body: split ? { outcome, refund: checked.data.refund, note } : { outcome, note }, errors: null };
}

/** Who ends up with what, in hundredths; null while a split's refund is not a valid amount. */
export function settlementShares(
  input: Pick<DisputeInput, 'outcome' | 'refund'>,
  heldAmount: number,
): { client: number; artist: number } | null {
  const held = toMacsMinor(heldAmount);
  if (input.outcome === 'release') return { client: 0, artist: held };
  if (input.outcome === 'refund') return { client: held, artist: 0 };
  if (input.outcome !== 'split') return null;
  const refund = readAmount(input.refund);
  if (refund === undefined || !Number.isFinite(refund)) return null;
  const client = toMacsMinor(refund);
  // Only what the server would accept is previewed: whole hundredths, inside the held amount.
  if (client <= 0 || client >= held || Math.abs(refund * 100 - client) > 1e-6) return null;
  return { client, artist: held - client };
}

/** Half of the held amount for the client, rounded down to the hundredth, as the field's text. */
export const evenRefundText = (heldAmount: number): string =>
  fromMacsMinor(Math.floor(toMacsMinor(heldAmount) / 2)).toFixed(2);
