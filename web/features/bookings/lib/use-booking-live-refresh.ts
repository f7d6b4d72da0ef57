import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshBookings } from '../api/bookings-api.ts';

/**
 * The notification stream announces each live notification as a window event (see
 * use-notification-stream.ts), so this feature can react without importing the notifications one.
 */
export const NOTIFICATION_EVENT = 'easel:notification';

const bookingTypes = new Set([
  'booking_request',
  'booking_confirmed',
  'booking_cancelled',
  'booking_completed',
  'review_received',
]);

/** Reads the bookings again whenever a booking notification arrives, e.g. a guest's new request. */
export function useBookingLiveRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onNotification = (event: Event) => {
      const type = (event as CustomEvent<{ type?: unknown } | undefined>).detail?.type;
      if (typeof type === 'string' && bookingTypes.has(type)) void refreshBookings(queryClient);
    };
    window.addEventListener(NOTIFICATION_EVENT, onNotification);
    return () => window.removeEventListener(NOTIFICATION_EVENT, onNotification);
  }, [queryClient]);
}
