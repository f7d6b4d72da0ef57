import { formatCount } from '#shared/format.ts';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { formatHourlyRate } from '../lib/profile-links.ts';

/** Spec stats row: followers, artworks, views, sales, starting rate with currency, experience. */
export function ArtistStats({ artist, followers }: { artist: ArtistProfile; followers: number }) {
  const { stats, pricing } = artist;
  const items = [
    { label: 'Followers', value: formatCount(followers) },
    { label: 'Artworks', value: formatCount(stats.artworks) },
    { label: 'Views', value: formatCount(stats.views) },
    { label: 'Sales', value: formatCount(stats.sales) },
    { label: 'Starting at', value: formatHourlyRate(pricing.hourlyRate, pricing.currency) },
    { label: 'Experience', value: artist.experience },
  ];
  return (
    <section aria-labelledby="artist-stats-heading" className="mt-8">
      <h2 id="artist-stats-heading" className="sr-only">
        Stats
      </h2>
      <dl className="grid grid-cols-2 overflow-hidden rounded-card border border-line bg-line shadow-soft [gap:1px] sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1 bg-surface px-5 py-4">
            <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{item.label}</dt>
            {item.value === null ? (
              <dd className="py-1 text-base font-medium text-ink-muted sm:py-1.5">Not set</dd>
            ) : (
              <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{item.value}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
