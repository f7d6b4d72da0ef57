import { CalendarClock } from 'lucide-react';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { formatHourlyRate } from '../lib/profile-links.ts';

/** Contact tab: honest about what exists today; contact details and booking come next. */
export function ArtistContact({ artist }: { artist: ArtistProfile }) {
  const rate = formatHourlyRate(artist.pricing.hourlyRate, artist.pricing.currency);
  const firstName = artist.name.split(' ')[0] ?? artist.name;
  const offer =
    artist.bookingEnabled && rate
      ? ` ${firstName} takes sessions from ${rate}.`
      : artist.bookingEnabled
        ? ` ${firstName} takes sessions.`
        : '';
  return (
    <EmptyState
      icon={CalendarClock}
      title="Contact details and booking arrive soon"
      description={`You will be able to reach ${artist.name} and request a session right here.${offer}`}
    />
  );
}
