import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SLOT_TAKEN_MESSAGE } from '#shared/booking-rules.ts';
import type { CreateBookingBody } from '#shared/schemas/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  type AvailabilityCheckBody,
  type CreateBookingResult,
  checkAvailability,
  createBookingRequest,
} from '../api/booking-request-api.ts';
import { calendarKeys } from '../api/calendar-api.ts';

/** Spec §8 booking modal texts. */
export const BOOKING_REJECTED_TOAST = 'Failed to submit booking request. Please try again.';
export const BOOKING_OFFLINE_TOAST = 'Error submitting booking. Please check your connection.';
export const BOOKING_FAILED_INLINE = 'Error submitting booking. Please try again.';
export const bookingSentToast = (reference: string) =>
  `Booking request sent successfully! Reference: ${reference}`;
export const BOOKING_AWAITING_TOAST = 'Booking request sent successfully! Awaiting artist confirmation.';

/** The slot was free a moment ago but is not any more (the pre-submit check said no). */
export class SlotTakenError extends Error {
  override readonly name = 'SlotTakenError';
  constructor() {
    super(SLOT_TAKEN_MESSAGE);
  }
}

export type BookingFailure = {
  /** The toast: the server said no, or no answer arrived (a warning when the check found the slot gone). */
  toast: string;
  toastType: 'error' | 'warning';
  /** The words beside the form: the server's own sentence when it explains the refusal. */
  inline: string;
  /** The time is gone: pick another one. */
  slotTaken: boolean;
};

/** Sorts a failed request into the spec's toasts and the inline text. */
export function describeBookingFailure(error: unknown): BookingFailure {
  if (error instanceof SlotTakenError) {
    return { toast: SLOT_TAKEN_MESSAGE, toastType: 'warning', inline: SLOT_TAKEN_MESSAGE, slotTaken: true };
  }
  if (error instanceof ApiError && error.status === 0) {
    return {
      toast: BOOKING_OFFLINE_TOAST,
      toastType: 'error',
      inline: BOOKING_FAILED_INLINE,
      slotTaken: false,
    };
  }
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return {
    toast: BOOKING_REJECTED_TOAST,
    toastType: 'error',
    // A 4xx says what is wrong (the slot is taken, the date is past, the artist is away).
    inline: refused && error.message ? error.message : BOOKING_FAILED_INLINE,
    // A 409 is a taken slot unless the server names another conflict (a wallet short of MACS).
    slotTaken:
      error instanceof ApiError &&
      (error.code === 'SLOT_TAKEN' || (error.status === 409 && error.code === 'HTTP_ERROR')),
  };
}

export type BookingRequest = { check: AvailabilityCheckBody; booking: CreateBookingBody };

/**
 * Checks the slot, then sends the request. A check that fails is a failure, never a "free";
 * afterwards the artist's calendar is read again either way, since the slot may have changed.
 */
export function useBookingRequest(artistId: string) {
  const queryClient = useQueryClient();
  return useMutation<CreateBookingResult, unknown, BookingRequest>({
    mutationFn: async ({ check, booking }) => {
      const answer = await checkAvailability(check);
      if (!answer.available) throw new SlotTakenError();
      return createBookingRequest(booking);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.ranges(artistId) });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.slots(artistId) });
    },
  });
}
