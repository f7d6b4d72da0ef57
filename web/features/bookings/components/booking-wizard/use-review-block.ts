import { useState } from 'react';
import { SIGN_IN_TO_PAY_MESSAGE } from '#shared/booking-payments.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useAuth, useSignedIn } from '#web/lib/auth-state.tsx';
import { chargeOfService } from '../../lib/service-terms.ts';
import type { ReviewBlock } from './review-actions.tsx';

/** The refusals the review step answers in place (the rest go to the failure screen). */
function refusalOf(error: unknown): ReviewBlock | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) {
    return { kind: 'sign-in', message: error.message || SIGN_IN_TO_PAY_MESSAGE, fromServer: true };
  }
  if (error.code === 'INSUFFICIENT_FUNDS') return { kind: 'funds', message: error.message };
  if (error.code === 'PRICE_CHANGED') return { kind: 'changed', message: error.message };
  return null;
}

/**
 * What stands between the review and sending: a guest choosing a paid service must sign in first
 * (known before anything is sent), and the server may refuse for want of an account or of MACS.
 * A refusal lasts until it is answered: a new attempt, or someone signing in.
 */
export function useReviewBlock(service: Service | undefined) {
  const { user } = useAuth();
  const signedIn = useSignedIn();
  const [refusal, setRefusal] = useState<ReviewBlock | null>(null);

  // Whoever signs in is asked afresh (a sign-out alone leaves the refusal, which still holds).
  const userId = user?.id ?? null;
  const [seenUserId, setSeenUserId] = useState(userId);
  if (seenUserId !== userId) {
    setSeenUserId(userId);
    if (userId) setRefusal(null);
  }

  const guestPaying = !signedIn && service !== undefined && chargeOfService(service) === 'paid';
  const block: ReviewBlock | null =
    refusal ?? (guestPaying ? { kind: 'sign-in', message: SIGN_IN_TO_PAY_MESSAGE, fromServer: false } : null);

  return {
    block,
    /** Before a new attempt. */
    clear: () => setRefusal(null),
    /** Keeps a refusal the review answers in place; false for any other failure. */
    refuse: (error: unknown): boolean => {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      return refused !== null;
    },
  };
}
