import type { ReactNode } from 'react';
import { artistCategoryLabels, type OwnArtistProfile } from '#shared/schemas/artists.ts';

type Row = { label: string; value: ReactNode; wide?: boolean };

const notSet = <span className="text-ink-muted">Not set</span>;
const orNotSet = (value: string | null | undefined) => (value ? value : notSet);
const listOrNotSet = (items: string[]) => (items.length > 0 ? items.join(', ') : notSet);

function websiteValue(website: string | null) {
  // Only http(s) becomes a link, so nothing stored can ever run as a script.
  if (!website || !/^https?:\/\//i.test(website)) return orNotSet(website);
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-accent-text underline-offset-4 hover:underline"
    >
      {website}
    </a>
  );
}

function rowsOf(profile: OwnArtistProfile): Row[] {
  const rate = profile.pricing.hourlyRate;
  return [
    { label: 'Name', value: profile.name },
    { label: 'Username', value: `@${profile.username}` },
    {
      label: 'Bio',
      value: profile.bio ? <span className="whitespace-pre-line">{profile.bio}</span> : notSet,
      wide: true,
    },
    { label: 'Location', value: orNotSet(profile.location) },
    { label: 'Website', value: websiteValue(profile.website) },
    { label: 'Instagram', value: profile.social.instagram ? `@${profile.social.instagram}` : notSet },
    { label: 'Twitter', value: profile.social.twitter ? `@${profile.social.twitter}` : notSet },
    { label: 'Category', value: artistCategoryLabels[profile.category] },
    { label: 'Time zone', value: profile.timezone.replace(/_/g, ' ') },
    { label: 'Specialties', value: listOrNotSet(profile.specialties) },
    { label: 'Languages', value: listOrNotSet(profile.languages) },
    { label: 'Experience', value: orNotSet(profile.experience) },
    { label: 'Response time', value: orNotSet(profile.responseTime) },
    {
      label: 'Hourly rate',
      value:
        rate === null ? (
          notSet
        ) : (
          <span className="tabular-nums">{`${rate.toLocaleString('en-US')} ${profile.pricing.currency}`}</span>
        ),
    },
    {
      label: 'Bookings',
      value: profile.bookingEnabled ? 'Accepting booking requests' : 'Not accepting bookings',
    },
    { label: 'Phone', value: orNotSet(profile.phone) },
    { label: 'Education', value: listOrNotSet(profile.education) },
    { label: 'Achievements', value: listOrNotSet(profile.achievements), wide: true },
  ];
}

/** The saved profile, read-only, as the tab first shows it. */
export function ProfileDetails({ profile }: { profile: OwnArtistProfile }) {
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {rowsOf(profile).map((row) => (
        <div key={row.label} className={row.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{row.label}</dt>
          <dd className="mt-1 text-sm break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
