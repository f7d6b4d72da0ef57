import { useQuery } from '@tanstack/react-query';
import { Bookmark, Download, Eye, Heart, type LucideIcon, MessageCircle } from 'lucide-react';
import { DISPLAY_LOCALE } from '#shared/constants.ts';
import { dateFormatOnFirstUse } from '#shared/date-format-on-first-use.ts';
import { formatCount } from '#shared/format.ts';
import type { MediaItem, MediaStats } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { ArtworkViewer } from '#web/ui/artwork-viewer.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { mediaStatsQuery } from '../api/media-api.ts';

const statItems: { key: keyof MediaStats; label: string; icon: LucideIcon }[] = [
  { key: 'likes', label: 'Likes', icon: Heart },
  { key: 'views', label: 'Views', icon: Eye },
  { key: 'comments', label: 'Comments', icon: MessageCircle },
  { key: 'saves', label: 'Saves', icon: Bookmark },
  { key: 'downloads', label: 'Downloads', icon: Download },
];

const uploadedOn = dateFormatOnFirstUse(DISPLAY_LOCALE, { dateStyle: 'long' });

function MediaStatsList({ mediaId }: { mediaId: string }) {
  const stats = useQuery(mediaStatsQuery(mediaId));
  if (stats.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        {errorMessage(stats.error, 'Could not load the statistics.')}
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
      {statItems.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-xl bg-surface-muted px-3 py-2.5">
          <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            {label}
          </dt>
          <dd className="mt-0.5 text-right text-lg font-semibold tabular-nums">
            {stats.data ? formatCount(stats.data[key]) : <Skeleton className="ml-auto h-6 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The detail preview: the work large, its caption and tags, and its live statistics. */
export function MediaPreviewDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? (
        <DialogContent
          size="lg"
          title={item.title}
          description={`Uploaded ${uploadedOn().format(new Date(item.uploadDate))}`}
        >
          <div className="flex flex-col gap-5">
            <div className="flex max-h-[60dvh] items-center justify-center overflow-hidden rounded-xl bg-surface-sunken">
              <ArtworkViewer item={item} className="max-h-[60dvh]" />
            </div>
            {item.published ? null : (
              <Badge tone="amber" className="self-start">
                Unpublished
              </Badge>
            )}
            {item.hiddenReason ? <HiddenNotice reason={item.hiddenReason} /> : null}
            {item.caption ? (
              <p className="text-sm leading-relaxed whitespace-pre-line">{item.caption}</p>
            ) : null}
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
            <MediaStatsList mediaId={item.id} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
