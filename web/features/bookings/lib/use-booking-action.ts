import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AcceptQuoteBody, Booking, QuoteBody } from '#shared/schemas/bookings.ts';
import { toast } from '#web/ui/toast.tsx';
import {
  acceptQuote,
  decideBooking,
  declineQuote,
  openDispute,
  refreshBookings,
  replaceCachedBooking,
  sendQuote,
} from '../api/bookings-api.ts';
import {
  type DecisionFailure,
  decisionSuccessMessages,
  describeDecisionFailure,
  isFieldRejection,
} from './decision-messages.ts';

export type BookingActionInput =
  | { action: 'accept' | 'complete' }
  | { action: 'acceptQuote'; terms: AcceptQuoteBody }
  | { action: 'decline' | 'cancel' | 'declineQuote' | 'dispute'; reason: string }
  | { action: 'quote'; quote: QuoteBody };

/** Actions sent from a form with fields of their own (price and note, the dispute's reason). */
const formActions = new Set<BookingActionInput['action']>(['quote', 'dispute']);

function runAction(id: string, input: BookingActionInput): Promise<Booking> {
  switch (input.action) {
    case 'quote':
      return sendQuote(id, input.quote);
    case 'acceptQuote':
      return acceptQuote(id, input.terms);
    case 'declineQuote':
      return declineQuote(id, input.reason);
    case 'dispute':
      return openDispute(id, input.reason);
    case 'decline':
    case 'cancel':
      return decideBooking(id, input.action, input.reason);
    default:
      return decideBooking(id, input.action);
  }
}

/**
 * One booking's actions: the spec's toasts, the changed booking put into every list at once, and
 * everything it moves (lists, calendar, wallet, figures) read again. A refusal the user can act on
 * stays as `failure` beside the buttons; one naming form fields is left to the open form.
 * `onFinished` runs when an action succeeds or the booking moved on (409), so its dialog can close;
 * after any other failure the dialog stays, with what was typed, for another try.
 */
export function useBookingAction(booking: Booking, onFinished: () => void) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<DecisionFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (input: BookingActionInput) => runAction(booking.id, input),
    onSuccess: (updated, input) => {
      toast.success(decisionSuccessMessages[input.action]);
      replaceCachedBooking(queryClient, updated);
      void refreshBookings(queryClient);
      setFailure(null);
      onFinished();
    },
    onError: (error, input) => {
      if (formActions.has(input.action) && isFieldRejection(error)) return;
      const described = describeDecisionFailure(error);
      toast.error(described.toast);
      setFailure(described);
      // A 409 means the booking moved on elsewhere: the dialog closes on what it is now. A lost
      // connection or a server failure keeps the dialog and what was typed in it, to send again.
      if (described.detail) {
        onFinished();
        void refreshBookings(queryClient);
      }
    },
  });
  return { mutation, failure };
}
