import { Link } from 'react-router';
import type { Booking } from '#shared/schemas/bookings.ts';
import { MY_BOOKINGS_PATH } from '#web/lib/app-links.ts';
import { quoteOpen } from '../lib/booking-payment.ts';

/**
 * A quote is paid from an account: a guest looking through Track Booking or the e-mailed link is
 * told where to accept it (the server lets an account with the booking's confirmed e-mail claim it).
 */
export function GuestQuoteHint({ booking }: { booking: Booking }) {
  if (booking.viewerRole !== 'guest' || !quoteOpen(booking)) return null;
  return (
    <p className="text-sm text-ink-muted">
      To accept this quote and pay, sign in with the e-mail address you booked with, confirm it, and open{' '}
      <Link to={MY_BOOKINGS_PATH} className="font-medium text-accent-text underline underline-offset-4">
        My Bookings
      </Link>
      .
    </p>
  );
}
