import { CalendarOff, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { firstNameOf, formatHourlyRate } from '../lib/profile-links.ts';

type ArtistContactProps = {
  artist: ArtistProfile;
  /** The booking calendar and button (or, on the artist's own page, the way to manage them). */
  booking?: ReactNode;
};

/**
 * Contact tab. Honest about contact: the artist's e-mail and phone stay private, and the way to
 * reach them is a booking request, which they answer by e-mail.
 */
export function ArtistContact({ artist, booking }: ArtistContactProps) {
  const firstName = firstNameOf(artist.name);
  const rate = formatHourlyRate(artist.pricing.hourlyRate, artist.pricing.currency);
  const responds = artist.responseTime
    ? ` ${firstName} usually responds ${artist.responseTime.charAt(0).toLowerCase()}${artist.responseTime.slice(1)}.`
    : '';

  if (!artist.bookingEnabled) {
    return (
      <EmptyState
        icon={CalendarOff}
        title={`${artist.name} is not taking bookings right now`}
        description={`${firstName}'s e-mail address and phone number stay private. Follow ${firstName} to hear when sessions open again.`}
      />
    );
  }
  return (
    <section aria-labelledby="artist-contact-heading" className="flex flex-col gap-6">
      <div className="max-w-2xl">
        <h2 id="artist-contact-heading" className="font-display text-2xl font-semibold tracking-tight">
          Book a session with {firstName}
        </h2>
        <p className="mt-2 text-ink-muted">
          Pick an open date to send a request{rate ? `; sessions start at ${rate}` : ''}.{responds}
        </p>
      </div>
      <p className="flex items-start gap-2.5 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {firstName}'s e-mail address and phone number stay private. {firstName} replies to your request at
          the e-mail address you give, and you can follow it with its reference on Track Booking.
        </span>
      </p>
      {booking}
    </section>
  );
}
