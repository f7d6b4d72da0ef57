import {
  bridgeCompleteBodySchema,
  MODERATION_REASON_MAX,
  moderationReasonSchema,
} from '#shared/schemas/moderation.ts';
import type { ActionInput } from './admin-action.ts';

export type ActionErrors = Partial<Record<keyof ActionInput, string>>;

const REASON_TOO_LONG = `Please keep the reason under ${MODERATION_REASON_MAX} characters`;

/**
 * The contract's rules before anything is sent: a short written reason for every act, except that
 * completing a bridge request needs the transaction hash and takes a reason only if one is given.
 */
export function validateAction(
  input: ActionInput,
  asksTxHash: boolean,
): { values: ActionInput; errors: null } | { values: null; errors: ActionErrors } {
  const errors: ActionErrors = {};
  let txHash = '';
  let reason = input.reason.trim();
  if (asksTxHash) {
    const hash = bridgeCompleteBodySchema.safeParse({ txHash: input.txHash });
    if (hash.success) txHash = hash.data.txHash;
    else errors.txHash = hash.error.issues[0]?.message;
    if (reason.length > MODERATION_REASON_MAX) errors.reason = REASON_TOO_LONG;
  } else {
    const checked = moderationReasonSchema.safeParse({ reason: input.reason });
    if (checked.success) reason = checked.data.reason;
    else errors.reason = checked.error.issues[0]?.message;
  }
  return Object.keys(errors).length > 0
    ? { values: null, errors }
    : { values: { reason, txHash }, errors: null };
}
