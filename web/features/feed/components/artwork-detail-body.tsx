import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatTimeAgo } from '#shared/format.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { ReportMenu } from '#web/lib/reporting/report-menu.tsx';
import { ArtworkViewer } from '#web/ui/artwork-viewer.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { CommentThread } from './comment-thread.tsx';
import { LikeButton, type LikeState, SaveButton, ShareButton } from './engagement-buttons.tsx';
import { MakeOfferButton } from './make-offer-button.tsx';

type ArtworkDetailBodyProps = {
  item: MediaItem;
  onLikeChange: (next: LikeState) => void;
  onSaveChange: (saved: boolean) => void;
  onCommentCountChange: (delta: number) => void;
};

/** The inside of the detail dialog: the work large on the left, everything about it on the right. */
export function ArtworkDetailBody({
  item,
  onLikeChange,
  onSaveChange,
  onCommentCountChange,
}: ArtworkDetailBodyProps) {
  const profile = `/artists/${encodeURIComponent(item.artist.username)}`;
  return (
    <div className="grid md:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex items-center justify-center bg-surface-sunken md:min-h-[32rem]">
        <ArtworkViewer item={item} className="max-h-[70dvh]" />
      </div>
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-center gap-3 pr-8">
          <Avatar name={item.artist.name} src={item.artist.avatarUrl} size="md" decorative />
          <div className="min-w-0 flex-1">
            <Link
              to={profile}
              className="block truncate rounded-sm font-semibold underline-offset-2 hover:underline"
            >
              {item.artist.name}
            </Link>
            <p className="flex items-center gap-1 text-xs text-ink-muted">
              <time dateTime={item.uploadDate}>{formatTimeAgo(item.uploadDate)}</time>
              <span aria-hidden="true">·</span>
              <Eye aria-hidden="true" className="size-3.5" />
              <span className="tabular-nums">
                {formatCount(item.views)}
                <span className="sr-only">{item.views === 1 ? ' view' : ' views'}</span>
              </span>
            </p>
          </div>
          {item.viewer.isOwner ? null : (
            <ReportMenu
              label={`More actions for ${item.title}`}
              target={{
                targetType: 'artwork',
                targetId: item.id,
                name: `“${item.title}” by ${item.artist.name}`,
              }}
              authorId={item.artist.id}
            />
          )}
        </div>
        {item.hiddenReason ? <HiddenNotice reason={item.hiddenReason} /> : null}
        <div>
          {/* The dialog's own (screen-reader) title names the work; this is its visible face. */}
          <p aria-hidden="true" className="font-display text-2xl leading-tight font-semibold tracking-tight">
            {item.title}
          </p>
          {item.price !== null ? (
            <p className="mt-2 inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-text tabular-nums">
              {item.price} MACS
            </p>
          ) : null}
          {item.caption ? (
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-muted">{item.caption}</p>
          ) : null}
        </div>
        {item.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {item.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-ink-muted"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-center gap-1 border-y border-line py-2">
          <LikeButton
            mediaId={item.id}
            title={item.title}
            liked={item.viewer.liked}
            likes={item.likes}
            onChange={onLikeChange}
          />
          <ShareButton mediaId={item.id} username={item.artist.username} title={item.title} />
          <SaveButton
            mediaId={item.id}
            title={item.title}
            saved={item.viewer.saved}
            onChange={onSaveChange}
          />
          {item.price !== null && !item.viewer.isOwner ? (
            <MakeOfferButton
              className="ml-auto"
              mediaId={item.id}
              title={item.title}
              artist={item.artist}
              price={item.price}
            />
          ) : null}
        </div>
        <section>
          <h3 className="mb-3 text-sm font-semibold">
            Comments{' '}
            <span className="font-normal text-ink-muted tabular-nums">{formatCount(item.comments)}</span>
          </h3>
          <CommentThread mediaId={item.id} artist={item.artist} onCountChange={onCommentCountChange} />
        </section>
      </div>
    </div>
  );
}
