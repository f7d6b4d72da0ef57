import { describeBookingTime } from '#shared/booking-format.ts';
import { viewerTimeZone } from '../availability-calendar/calendar-dates.ts';

/** '10:00 (Los Angeles time) · 19:00 your time': the artist's clock first, the viewer's beside it. */
export function BookingTimeText({ instant, artistZone }: { instant: string | Date; artistZone: string }) {
  const { artistTime, viewerTime } = describeBookingTime(instant, artistZone, viewerTimeZone());
  return (
    <span>
      {artistTime}
      {viewerTime ? <span className="text-ink-muted"> · {viewerTime}</span> : null}
    </span>
  );
}
