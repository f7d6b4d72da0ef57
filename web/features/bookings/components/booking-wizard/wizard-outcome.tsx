import { CircleAlert, CircleCheck } from 'lucide-react';
import { bookingStatusNotes } from '#shared/booking-rules.ts';
import type { Service } from '#shared/schemas/calendar.ts';
import { Button } from '#web/ui/button.tsx';
import { ServicePaymentNote } from '../service-terms.tsx';

type WizardSuccessProps = {
  reference: string;
  artistName: string;
  /** The service booked, for what was held and the cancellation policy. */
  service: Service | undefined;
  onDone: () => void;
};

/** The success screen: the reference to keep, what was paid, and 'Got it!' (it also closes by itself). */
export function WizardSuccess({ reference, artistName, service, onDone }: WizardSuccessProps) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-2xl font-semibold">Booking request sent!</p>
      <p>
        Your reference is <strong className="font-mono tracking-wide">{reference}</strong>
      </p>
      <p className="max-w-sm text-sm text-ink-muted">
        {bookingStatusNotes.pending} Keep the reference to track the request on Track Booking.
      </p>
      {service ? (
        <ServicePaymentNote service={service} artistName={artistName} phase="sent" className="max-w-md" />
      ) : null}
      <Button onClick={onDone} className="mt-2">
        Got it!
      </Button>
    </div>
  );
}

/** Spec §8: 'Booking Failed' with the server's message (or the spec's fallback). */
export function WizardFailure({
  message,
  retryLabel,
  onRetry,
  onClose,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-2xl font-semibold">Booking Failed</p>
      <p className="max-w-sm text-sm text-ink-muted">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry}>{retryLabel}</Button>
      </div>
    </div>
  );
}
