import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import { toast } from '#web/ui/toast.tsx';
import { bookingKeys, cancelManagedBooking, managedBookingQuery } from '../api/bookings-api.ts';
import { cancelRefundText } from '../lib/booking-payment.ts';
import { decisionSuccessMessages, describeDecisionFailure } from '../lib/decision-messages.ts';
import { BookingListSkeleton } from './booking-list-skeleton.tsx';
import { GuestQuoteHint } from './guest-quote-hint.tsx';
import { ClientBookingCard } from './my-bookings-card.tsx';

// The reason form loads when the guest chooses to cancel.
const ReasonDialog = lazyNamed(() => import('./booking-decision-dialog.tsx'), 'ReasonDialog');

export const MANAGE_LINK_FAILED_MESSAGE = 'This booking link could not be opened.';

/** `/track-booking?manage=TOKEN`: the guest's self-service link from the e-mail, to view or cancel. */
export function ManageBooking({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(managedBookingQuery(token));
  const [asking, setAsking] = useState(false);
  const [detail, setDetail] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelManagedBooking(token, reason),
    onSuccess: (booking) => {
      toast.success(decisionSuccessMessages.cancel);
      queryClient.setQueryData(bookingKeys.manage(token), { success: true as const, booking });
      setAsking(false);
      setDetail(null);
    },
    onError: (error) => {
      const failure = describeDecisionFailure(error);
      toast.error(failure.toast);
      setDetail(failure.detail);
      setAsking(false);
      // A 409 means the booking moved on (the artist answered meanwhile): show what it is now.
      if (failure.detail) void query.refetch();
    },
  });

  if (query.isPending) return <BookingListSkeleton label="Loading your booking" count={1} />;
  if (query.isError) {
    return (
      <ErrorState
        title={MANAGE_LINK_FAILED_MESSAGE}
        message={errorMessage(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const booking = query.data;
  const cancellable = booking.status === 'pending' || booking.status === 'confirmed';
  return (
    <section aria-labelledby="manage-heading" className="flex flex-col gap-4">
      <h2 id="manage-heading" className="font-display text-2xl font-semibold">
        Your booking
      </h2>
      <ClientBookingCard
        booking={booking}
        showArtist
        actions={
          cancellable ? (
            <div className="flex flex-col gap-3 border-t border-line pt-4">
              <GuestQuoteHint booking={booking} />
              <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
                <Ban aria-hidden="true" />
                Cancel
              </Button>
            </div>
          ) : null
        }
      />
      {detail ? <FormAlert>{detail}</FormAlert> : null}
      <WhenOpened open={asking}>
        <ReasonDialog
          open={asking}
          onOpenChange={setAsking}
          title="Cancel this booking?"
          description={`${booking.artistName} will be told that the session is cancelled and the time becomes free again.`}
          confirmLabel="Cancel booking"
          notice={cancelRefundText(booking)}
          pending={cancel.isPending}
          onConfirm={(reason) => cancel.mutate(reason)}
        />
      </WhenOpened>
    </section>
  );
}
