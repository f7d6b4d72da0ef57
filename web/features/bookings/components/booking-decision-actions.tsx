import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, Check, CheckCheck, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Button } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { toast } from '#web/ui/toast.tsx';
import {
  type BookingDecision,
  decideBooking,
  refreshBookings,
  replaceCachedBooking,
} from '../api/bookings-api.ts';
import {
  availableDecisions,
  decisionSuccessMessages,
  describeDecisionFailure,
  hasStarted,
} from '../lib/decision-messages.ts';

// The reason form and its dialog load when someone declines or cancels, not with every booking card.
const ReasonDialog = lazyNamed(() => import('./booking-decision-dialog.tsx'), 'ReasonDialog');

type Asking = 'decline' | 'cancel' | null;

function dialogText(booking: Booking, asking: Exclude<Asking, null>) {
  if (asking === 'decline') {
    return {
      title: 'Decline this booking?',
      description: `${booking.clientName} will be told that you declined. A reason helps them rebook.`,
      confirm: 'Decline booking',
    };
  }
  const other = booking.viewerRole === 'artist' ? booking.clientName : booking.artistName;
  return {
    title: 'Cancel this booking?',
    description: `${other} will be told that the session is cancelled and the time becomes free again.`,
    confirm: 'Cancel booking',
  };
}

/**
 * The decisions the viewer may take: the artist accepts or declines a pending request and
 * completes or cancels a confirmed one; the client may cancel either. The server has the last word.
 */
export function BookingDecisionActions({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: BookingDecision; reason?: string }) =>
      decideBooking(booking.id, decision, reason),
    onSuccess: (updated, { decision }) => {
      toast.success(decisionSuccessMessages[decision]);
      replaceCachedBooking(queryClient, updated);
      void refreshBookings(queryClient);
      setAsking(null);
      setDetail(null);
    },
    onError: (error) => {
      const failure = describeDecisionFailure(error);
      toast.error(failure.toast);
      setDetail(failure.detail);
      setAsking(null);
      // A 409 means the booking moved on elsewhere: show what it is now.
      if (failure.detail) void refreshBookings(queryClient);
    },
  });
  const decisions = availableDecisions(booking);
  if (decisions.length === 0) return null;
  const running = decide.isPending ? decide.variables?.decision : undefined;
  const busy = decide.isPending;

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <div className="flex flex-wrap gap-2">
        {decisions.includes('accept') ? (
          <Button
            onClick={() => decide.mutate({ decision: 'accept' })}
            loading={running === 'accept'}
            disabled={busy}
          >
            {running === 'accept' ? null : <Check aria-hidden="true" />}
            Accept
          </Button>
        ) : null}
        {decisions.includes('decline') ? (
          <Button variant="outline" onClick={() => setAsking('decline')} disabled={busy}>
            <X aria-hidden="true" />
            Decline
          </Button>
        ) : null}
        {decisions.includes('complete') ? (
          <Button
            onClick={() => decide.mutate({ decision: 'complete' })}
            loading={running === 'complete'}
            disabled={busy}
          >
            {running === 'complete' ? null : <CheckCheck aria-hidden="true" />}
            Complete
          </Button>
        ) : null}
        {decisions.includes('cancel') ? (
          <Button variant="outline" onClick={() => setAsking('cancel')} disabled={busy}>
            <Ban aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
      </div>
      {booking.viewerRole === 'artist' && booking.status === 'confirmed' && !hasStarted(booking) ? (
        <p className="text-xs text-ink-muted">You can mark this session complete once it has started.</p>
      ) : null}
      {detail ? <FormAlert>{detail}</FormAlert> : null}
      {asking ? (
        <Suspense fallback={null}>
          <ReasonDialog
            open
            onOpenChange={(open) => (open ? undefined : setAsking(null))}
            title={dialogText(booking, asking).title}
            description={dialogText(booking, asking).description}
            confirmLabel={dialogText(booking, asking).confirm}
            pending={busy}
            onConfirm={(reason) => decide.mutate({ decision: asking, reason })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
