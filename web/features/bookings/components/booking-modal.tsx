import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleCheckBig, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatLongLocalDate } from '#shared/booking-format.ts';
import { bookingStatusNotes, SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import { ARTIST_RESPONSE_HOURS, BOOKING_DEFAULT_TIME, BOOKING_SUCCESS_CLOSE_MS } from '#shared/constants.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { toast } from '#web/ui/toast.tsx';
import { daySlotsQuery } from '../api/calendar-api.ts';
import { useAutoClose } from '../hooks/use-auto-close.ts';
import { bookingSentToast, describeBookingFailure, useBookingRequest } from '../hooks/use-booking-request.ts';
import { DEFAULT_OPEN_TIMES } from './availability-calendar/manage-changes.ts';
import { BookingModalFields, type SimpleBookingValues, simpleBookingSchema } from './booking-modal-form.tsx';

export type BookingModalProps = {
  artistId: string;
  artistName: string;
  /** The chosen date ('YYYY-MM-DD'); null keeps the modal closed. */
  date: string | null;
  /** A time already picked on the calendar. */
  initialTime?: string | undefined;
  onClose: () => void;
};

/** Spec §2 simple booking modal: 'Book with {artist}', the long date, four fields, one request. */
export function BookingModal({ artistId, artistName, date, initialTime, onClose }: BookingModalProps) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {date ? (
        <DialogContent title={`Book with ${artistName}`} description={formatLongLocalDate(date)}>
          <BookingModalBody
            artistId={artistId}
            artistName={artistName}
            date={date}
            initialTime={initialTime}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Output = z.output<typeof simpleBookingSchema>;

function BookingModalBody({
  artistId,
  artistName,
  date,
  initialTime,
  onClose,
}: BookingModalProps & { date: string }) {
  const { user } = useAuth();
  const slots = useQuery(daySlotsQuery(artistId, date));
  const request = useBookingRequest(artistId);
  const [formError, setFormError] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const form = useForm<SimpleBookingValues, unknown, Output>({
    resolver: zodResolver(simpleBookingSchema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      message: '',
      requestedTime: initialTime ?? BOOKING_DEFAULT_TIME,
    },
  });

  const freeList = useMemo(
    () => slots.data?.slots.filter((slot) => slot.available).map((slot) => slot.time),
    [slots.data],
  );
  const freeTimes = useMemo(() => (freeList ? new Set(freeList) : null), [freeList]);

  // Once the free times are known, a default that is taken moves to the first free time.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!freeList) return;
    if (freeList.includes(getValues('requestedTime'))) return;
    const first = DEFAULT_OPEN_TIMES.find((time) => freeList.includes(time));
    if (first) setValue('requestedTime', first);
  }, [freeList, getValues, setValue]);

  // Spec §4: the success state closes after 3 seconds; closing unmounts the form, which resets it.
  useAutoClose(reference !== null, BOOKING_SUCCESS_CLOSE_MS, onClose);

  const onSubmit = form.handleSubmit((values) => {
    const slot = slots.data?.slots.find((candidate) => candidate.time === values.requestedTime);
    if (!slot?.available) {
      setFormError(SLOT_TAKEN_MESSAGE);
      return;
    }
    setFormError(null);
    request.mutate(
      {
        check: { artistId, date, time: values.requestedTime },
        booking: {
          artistId,
          clientName: values.name,
          clientEmail: values.email,
          dateTime: slot.dateTime,
          message: values.message,
        },
      },
      {
        onSuccess: (result) => {
          toast.success(bookingSentToast(result.reference));
          setReference(result.reference);
        },
        onError: (error) => {
          const failure = describeBookingFailure(error);
          toast[failure.toastType](failure.toast);
          setFormError(failure.inline);
        },
      },
    );
  });

  if (reference) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
        <p className="font-display text-xl font-semibold">Request sent</p>
        <p>
          Your reference is <strong className="font-mono tracking-wide">{reference}</strong>
        </p>
        <p className="max-w-sm text-sm text-ink-muted">{bookingStatusNotes.pending}</p>
        <Button variant="outline" onClick={onClose} className="mt-2">
          Close
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* This request carries no service, so nothing is held: paid services go through the wizard. */}
      <p className="flex items-start gap-2.5 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm">
        <CircleCheckBig aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
        <span>
          <strong className="font-semibold">Free request — nothing is charged.</strong> It asks for a one-hour
          session; to book one of {artistName}'s priced services, use Book Session.
        </span>
      </p>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {slots.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger"
        >
          <span>We could not load the free times for this date. {slots.error.message}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void slots.refetch()}
            loading={slots.isRefetching}
          >
            {slots.isRefetching ? null : <RotateCw aria-hidden="true" />}
            Retry
          </Button>
        </div>
      ) : null}
      <BookingModalFields
        form={form}
        date={date}
        times={DEFAULT_OPEN_TIMES}
        freeTimes={freeTimes}
        timezone={slots.data?.timezone ?? null}
        disabled={request.isPending}
      />
      {freeList && freeList.length === 0 ? (
        <FormAlert>No times are free on this date any more. Please choose another date.</FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={request.isPending || !slots.data}>
        {request.isPending ? 'Submitting...' : 'Send Booking Request'}
      </Button>
      <p className="text-center text-xs text-ink-muted">
        Your request goes to {artistName} for confirmation. Artists respond within {ARTIST_RESPONSE_HOURS}{' '}
        hours.
      </p>
    </form>
  );
}
