import { useInfiniteQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { feedQuery } from '../api/feed-api.ts';

const ARTISTS_SHOWN = 6;

/** Distinct artists in the order their newest loaded post appears. */
export function listFeedArtists(posts: FeedPost[], max = ARTISTS_SHOWN): FeedPost['artist'][] {
  const seen = new Map<string, FeedPost['artist']>();
  for (const post of posts) {
    if (!seen.has(post.artist.id)) seen.set(post.artist.id, post.artist);
    if (seen.size === max) break;
  }
  return [...seen.values()];
}

/** A side card naming the artists whose work is in the loaded feed; shares the feed's cache. */
export function FeedArtists({ headingId }: { headingId: string }) {
  const { data } = useInfiniteQuery(feedQuery());
  const artists = listFeedArtists(data?.pages.flatMap((page) => page.posts) ?? []);
  if (artists.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 shadow-soft"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold">
        Artists in your feed
      </h2>
      <ul className="mt-4 flex flex-col gap-3.5">
        {artists.map((artist) => (
          <li key={artist.id} className="flex items-center gap-3">
            <Avatar name={artist.name} src={artist.avatarUrl} size="sm" decorative />
            <div className="min-w-0">
              <p className="flex items-center gap-1 text-sm leading-tight">
                <Link
                  to={`/artists/${encodeURIComponent(artist.username)}`}
                  className="truncate rounded-sm font-medium underline-offset-2 hover:underline"
                >
                  {artist.name}
                </Link>
                {artist.verified ? (
                  <span role="img" aria-label="Verified artist" className="inline-flex">
                    <BadgeCheck aria-hidden="true" className="size-3.5 text-accent-text" />
                  </span>
                ) : null}
              </p>
              {artist.location ? <p className="truncate text-xs text-ink-muted">{artist.location}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
