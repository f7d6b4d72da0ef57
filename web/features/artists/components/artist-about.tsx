import { AtSign, CalendarClock, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { artistCategoryLabels } from '#shared/artist-categories.ts';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { formatHourlyRate, formatMemberSince, getConnectLinks } from '../lib/profile-links.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 About tab booking card: the rate, the response promise and the way to book. */
function BookingCard({ artist, action }: { artist: ArtistProfile; action: ReactNode }) {
  const rate = formatHourlyRate(artist.pricing.hourlyRate, artist.pricing.currency);
  return (
    <Card className="border-accent/40 bg-accent-soft/40">
      <CardContent className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">
          <CalendarClock aria-hidden="true" className="size-4 text-accent-text" />
          Book a session
        </h2>
        <p className="text-sm leading-relaxed">
          {rate ? (
            <>
              Sessions from <span className="font-semibold tabular-nums">{rate}</span>.{' '}
            </>
          ) : null}
          {artist.responseTime
            ? `Responds ${artist.responseTime.charAt(0).toLowerCase()}${artist.responseTime.slice(1)}.`
            : 'Requests are answered within 24 hours.'}
        </p>
        {action}
      </CardContent>
    </Card>
  );
}

type ArtistAboutProps = {
  artist: ArtistProfile;
  /** The booking button for the booking card (from the route); no card without it. */
  bookingAction?: ReactNode;
};

/** About tab: the artist's story on the left, quick facts, booking and links at the side. */
export function ArtistAbout({ artist, bookingAction }: ArtistAboutProps) {
  const links = getConnectLinks(artist);
  const facts = [
    { label: 'Location', value: artist.location },
    { label: 'Category', value: artistCategoryLabels[artist.category] },
    { label: 'Member since', value: formatMemberSince(artist.memberSince) },
    { label: 'Response time', value: artist.responseTime },
    { label: 'Experience', value: artist.experience },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-8">
        <Section title="Bio">
          <p className="max-w-prose leading-relaxed text-pretty">
            {artist.bio || `${artist.name} has not written a bio yet.`}
          </p>
        </Section>
        {artist.specialties.length > 0 ? (
          <Section title="Specialties">
            <ul className="flex flex-wrap gap-2">
              {artist.specialties.map((s) => (
                <li key={s}>
                  <Badge tone="accent" className="px-3 py-1 text-sm">
                    {s}
                  </Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {artist.education.length > 0 ? (
          <Section title="Education">
            <BulletList items={artist.education} />
          </Section>
        ) : null}
        {artist.achievements.length > 0 ? (
          <Section title="Achievements">
            <BulletList items={artist.achievements} />
          </Section>
        ) : null}
        {artist.languages.length > 0 ? (
          <Section title="Languages">
            <ul className="flex flex-wrap gap-2">
              {artist.languages.map((l) => (
                <li key={l}>
                  <Badge className="px-3 py-1 text-sm">{l}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>

      <aside className="space-y-4">
        {artist.bookingEnabled && bookingAction ? (
          <BookingCard artist={artist} action={bookingAction} />
        ) : null}
        <Card>
          <CardContent>
            <h2 className="mb-4 text-xs font-semibold tracking-wider text-ink-muted uppercase">Quick info</h2>
            <dl className="space-y-3 text-sm">
              {facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{fact.label}</dt>
                  <dd className="text-right font-medium">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        {links.length > 0 ? (
          <Card>
            <CardContent>
              <h2 className="mb-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">Connect</h2>
              <ul className="space-y-1">
                {links.map((link) => (
                  <li key={link.kind}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-surface-muted"
                    >
                      {link.kind === 'website' ? (
                        <Globe aria-hidden="true" className="size-4 text-accent-text" />
                      ) : (
                        <AtSign aria-hidden="true" className="size-4 text-accent-text" />
                      )}
                      <span className="text-ink-muted">{link.label}</span>
                      <span className="ml-auto truncate font-medium">{link.text}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
      </aside>
    </div>
  );
}
