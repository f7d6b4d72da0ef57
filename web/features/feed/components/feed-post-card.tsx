import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Eye, MapPin } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatTimeAgo } from '#shared/format.ts';
import type { FeedPost } from '#shared/schemas/feed.ts';
import { useDrawnByServer } from '#web/lib/hydration.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { cn } from '#web/ui/cn.ts';
import { LoadingState } from '#web/ui/spinner.tsx';
import { TagList } from '#web/ui/tag-list.tsx';
import { patchFeedPost } from '../api/feed-api.ts';
import { ArtworkMedia } from './artwork-media.tsx';
import { PostActions } from './post-actions.tsx';

// Comments (a form with validation, a confirm dialog) load when someone opens them, not with the feed.
const CommentThread = lazy(() =>
  import('./comment-thread.tsx').then((module) => ({ default: module.CommentThread })),
);

/**
 * The posts a first screen can show. On a server-rendered page, later ones leave their style, layout
 * and paint until they come near the viewport (`defer-offscreen`): a home page of a dozen posts
 * otherwise lays out all of them in the tasks that delay its first interaction. Drawn in the browser
 * (coming back to the feed), every card is drawn at once: its scroll position is restored as an
 * offset, which placeholder heights would throw off.
 */
const RENDERED_UP_FRONT = 2;

type FeedPostCardProps = {
  post: FeedPost;
  /** 1-based place in the feed, and the feed's length (-1 while more can load): ARIA feed pattern. */
  position: number;
  setSize: number;
  onViewDetails: (postId: string) => void;
  /** See ArtworkMedia: later posts wait for the first artwork, which reports when it has loaded. */
  deferImage?: boolean;
  onImageSettled?: () => void;
};

/** Spec §3 "Feed post": who made it, when, the artwork, its words, its numbers and its actions. */
export function FeedPostCard({
  post,
  position,
  setSize,
  onViewDetails,
  deferImage = false,
  onImageSettled,
}: FeedPostCardProps) {
  const titleId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const queryClient = useQueryClient();
  const { artist, artwork, engagement } = post;
  const drawnByServer = useDrawnByServer();
  const profilePath = `/artists/${encodeURIComponent(artist.username)}`;

  return (
    <article
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={setSize}
      className={cn(
        'overflow-hidden rounded-card border border-line bg-surface shadow-soft',
        drawnByServer && position > RENDERED_UP_FRONT && 'defer-offscreen',
      )}
    >
      <header className="flex items-center gap-3 px-4 py-3 sm:px-5">
        <Link to={profilePath} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
          <Avatar name={artist.name} src={artist.avatarUrl} size="md" decorative />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1 leading-tight">
            <Link
              to={profilePath}
              className="truncate rounded-sm font-semibold text-ink underline-offset-2 hover:underline"
            >
              {artist.name}
            </Link>
            {artist.verified ? (
              <span role="img" aria-label="Verified artist" title="Verified artist" className="inline-flex">
                <BadgeCheck aria-hidden="true" className="size-4 text-accent-text" />
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-ink-muted">
            {artist.location ? (
              <>
                <MapPin aria-hidden="true" className="size-3 shrink-0" />
                <span className="truncate">{artist.location}</span>
                <span aria-hidden="true">·</span>
              </>
            ) : null}
            <time dateTime={post.createdAt} className="shrink-0">
              {formatTimeAgo(post.createdAt)}
            </time>
          </p>
        </div>
        <p className="inline-flex shrink-0 items-center gap-1.5 text-xs text-ink-muted">
          <Eye aria-hidden="true" className="size-4" />
          <span className="font-medium text-ink tabular-nums">{formatCount(engagement.views)}</span>
          <span className="sr-only">{engagement.views === 1 ? ' view' : ' views'}</span>
        </p>
      </header>

      <ArtworkMedia
        artwork={artwork}
        priority={position === 1}
        deferred={deferImage}
        onSettled={onImageSettled}
      />

      <div className="flex flex-col gap-3 px-4 pt-4 pb-3 sm:px-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-xl leading-snug font-semibold tracking-tight">
            {artwork.title}
          </h2>
          {artwork.price !== null ? (
            <p className="mt-0.5 shrink-0 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-text tabular-nums">
              {artwork.price} MACS
            </p>
          ) : null}
        </div>
        {artwork.description ? (
          <p className="text-sm leading-relaxed text-ink-muted">{artwork.description}</p>
        ) : null}
        <TagList tags={artwork.tags} />
        <div className="-mx-2 mt-1 border-t border-line pt-2">
          <PostActions
            post={post}
            commentsOpen={commentsOpen}
            commentsId={commentsId}
            onToggleComments={() => setCommentsOpen((open) => !open)}
            onViewDetails={() => onViewDetails(post.id)}
          />
        </div>
      </div>
      <section
        id={commentsId}
        aria-label={`Comments on ${artwork.title}`}
        hidden={!commentsOpen}
        className="border-t border-line bg-surface-muted/40 px-4 py-4 sm:px-5"
      >
        {commentsOpen ? (
          <Suspense fallback={<LoadingState label="Loading comments" className="py-6" />}>
            <CommentThread
              mediaId={post.id}
              artist={post.artist}
              onCountChange={(delta) =>
                patchFeedPost(queryClient, post.id, (p) => ({
                  ...p,
                  engagement: { ...p.engagement, comments: Math.max(0, p.engagement.comments + delta) },
                }))
              }
            />
          </Suspense>
        ) : null}
      </section>
    </article>
  );
}
