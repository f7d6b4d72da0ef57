import { Ban, Check, CheckCheck, HandCoins, type LucideIcon, MessageCircle, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_CANCELLATION_POLICY } from '#shared/booking-payments.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { WALLET_PATH } from '#web/lib/app-links.ts';
import { Button, type ButtonVariant } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { cancelRefundText, macsText } from '../lib/booking-payment.ts';
import {
  availableActions,
  type BookingAction,
  hasStarted,
  paymentAwaitsWindow,
  TOP_UP_LINK_TEXT,
} from '../lib/decision-messages.ts';
import { type BookingActionInput, useBookingAction } from '../lib/use-booking-action.ts';

// The forms and their dialogs load when someone opens one, not with every booking card.
const ReasonDialog = lazyNamed(() => import('./booking-decision-dialog.tsx'), 'ReasonDialog');
const QuoteDialog = lazyNamed(() => import('./quote-dialog.tsx'), 'QuoteDialog');
const DisputeDialog = lazyNamed(() => import('./dispute-dialog.tsx'), 'DisputeDialog');

type ReasonAction = 'decline' | 'cancel' | 'declineQuote';
type Asking = ReasonAction | 'quote' | 'dispute' | null;

function reasonDialogText(booking: Booking, asking: ReasonAction) {
  if (asking === 'declineQuote') {
    return {
      title: 'Decline this quote?',
      description: `${booking.artistName} will be told that you declined the quote, and the request is closed.`,
      confirmLabel: 'Decline quote',
      keepLabel: 'Keep quote',
      notice: null,
    };
  }
  // Declining or cancelling gives back what is held: the policy's share when the client cancels.
  const notice = cancelRefundText(booking);
  if (asking === 'decline') {
    return {
      title: 'Decline this booking?',
      description: `${booking.clientName} will be told that you declined. A reason helps them rebook.`,
      confirmLabel: 'Decline booking',
      notice,
    };
  }
  const other = booking.viewerRole === 'artist' ? booking.clientName : booking.artistName;
  return {
    title: 'Cancel this booking?',
    description: `${other} will be told that the session is cancelled and the time becomes free again.`,
    confirmLabel: 'Cancel booking',
    notice,
  };
}

type ButtonSpec = {
  label: string;
  icon: LucideIcon;
  variant: ButtonVariant;
  /** Acts at once; without it, the button opens the action's dialog. */
  run?: BookingActionInput;
  /** A label long enough to wrap on a phone. */
  long?: boolean;
};

/** Each action's button: those that need a reason or a form open a dialog, the rest act at once. */
function buttonSpec(booking: Booking, action: BookingAction): ButtonSpec {
  switch (action) {
    case 'accept':
      return { label: 'Accept', icon: Check, variant: 'primary', run: { action } };
    case 'complete':
      return { label: 'Complete', icon: CheckCheck, variant: 'primary', run: { action } };
    case 'acceptQuote': {
      // The terms on screen: the server takes the quote on these or not at all.
      const terms = {
        price: booking.quote?.price ?? 0,
        cancellationPolicy: booking.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
      };
      return {
        label: `Accept quote and pay ${macsText(terms.price)}`,
        icon: Check,
        variant: 'primary',
        run: { action, terms },
        long: true,
      };
    }
    case 'quote':
      return {
        label: booking.quote?.status === 'quoted' ? 'Send a new quote' : 'Send quote',
        icon: HandCoins,
        variant: 'primary',
      };
    case 'decline':
      return { label: 'Decline', icon: X, variant: 'outline' };
    case 'declineQuote':
      return { label: 'Decline quote', icon: X, variant: 'outline' };
    case 'dispute':
      return { label: 'Report a problem', icon: MessageCircle, variant: 'outline' };
    case 'cancel':
      return { label: 'Cancel', icon: Ban, variant: 'outline' };
  }
}

/**
 * The actions the viewer may take: the artist accepts (or quotes) or declines a pending request
 * and completes or cancels a confirmed one; the client accepts or declines a quote, cancels, and
 * reports a problem with a paid session. The server has the last word.
 */
export function BookingDecisionActions({ booking }: { booking: Booking }) {
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const { mutation, failure } = useBookingAction(booking, close);
  const actions = availableActions(booking);
  if (actions.length === 0) return null;
  const running = mutation.isPending ? mutation.variables?.action : undefined;
  const busy = mutation.isPending;
  const reasonAsking = asking === 'quote' || asking === 'dispute' ? null : asking;

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { label, icon: Icon, variant, run, long } = buttonSpec(booking, action);
          return (
            <Button
              key={action}
              variant={variant}
              className={long ? 'h-auto! min-h-10 py-2 text-left whitespace-normal!' : undefined}
              onClick={() => (run ? mutation.mutate(run) : setAsking(action as Exclude<Asking, null>))}
              loading={running === action && Boolean(run)}
              disabled={busy}
            >
              {running === action && run ? null : <Icon aria-hidden="true" />}
              {label}
            </Button>
          );
        })}
      </div>
      {booking.viewerRole === 'artist' &&
      booking.status === 'confirmed' &&
      !hasStarted(booking) &&
      !paymentAwaitsWindow(booking) ? (
        <p className="text-xs text-ink-muted">You can mark this session complete once it has started.</p>
      ) : null}
      {failure?.detail ? (
        <FormAlert>
          {failure.detail}
          {failure.topUp ? (
            <>
              {' '}
              <Link to={WALLET_PATH} className="font-semibold underline underline-offset-2">
                {TOP_UP_LINK_TEXT}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {reasonAsking ? (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            onOpenChange={(open) => (open ? undefined : close())}
            {...reasonDialogText(booking, reasonAsking)}
            pending={busy}
            onConfirm={(reason) => mutation.mutate({ action: reasonAsking, reason })}
          />
        </Suspense>
      ) : null}
      {asking === 'quote' ? (
        <Suspense fallback={null}>
          <QuoteDialog
            booking={booking}
            open
            onOpenChange={(open) => (open ? undefined : close())}
            onSend={(quote) => mutation.mutateAsync({ action: 'quote', quote })}
          />
        </Suspense>
      ) : null}
      {asking === 'dispute' ? (
        <Suspense fallback={null}>
          <DisputeDialog
            booking={booking}
            open
            onOpenChange={(open) => (open ? undefined : close())}
            onSend={(reason) => mutation.mutateAsync({ action: 'dispute', reason })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
