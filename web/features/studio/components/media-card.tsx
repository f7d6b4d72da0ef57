import { Eye, Film, Heart, Pencil, Play, Trash2 } from 'lucide-react';
import { formatCount } from '#shared/format.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { HiddenNotice } from '#web/lib/reporting/hidden-notice.tsx';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { TagList } from '#web/ui/tag-list.tsx';

export type MediaCardProps = {
  item: MediaItem;
  onPreview: (item: MediaItem) => void;
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
};

function Count({
  icon: Icon,
  value,
  one,
  many,
}: {
  icon: typeof Eye;
  value: number;
  one: string;
  many: string;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="font-medium text-ink tabular-nums">{formatCount(value)}</span>
      <span className="sr-only">{` ${value === 1 ? one : many}`}</span>
    </span>
  );
}

/** One work in the creator's gallery: the thumbnail opens the preview; edit and delete beside it. */
export function MediaCard({ item, onPreview, onEdit, onDelete }: MediaCardProps) {
  const picture = item.thumbnail ?? (item.type === 'image' ? item.url : null);
  return (
    <li className="group flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-surface shadow-soft">
      <button
        type="button"
        onClick={() => onPreview(item)}
        aria-label={`Preview ${item.title}`}
        className="relative block aspect-[4/3] w-full overflow-hidden bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {picture ? (
          <img
            src={picture}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-ink-muted">
            <Film aria-hidden="true" className="size-10" />
          </span>
        )}
        {item.type === 'video' ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white">
              <Play aria-hidden="true" className="ml-0.5 size-5" />
            </span>
          </span>
        ) : null}
        {item.published ? null : (
          <Badge tone="amber" className="absolute top-2 left-2">
            Unpublished
          </Badge>
        )}
      </button>
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        <h3 className="truncate font-semibold" title={item.title}>
          {item.title}
        </h3>
        {item.hiddenReason ? <HiddenNotice compact reason={item.hiddenReason} /> : null}
        <TagList tags={item.tags} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <p className="flex items-center gap-3 text-xs text-ink-muted">
            <Count icon={Heart} value={item.likes} one="like" many="likes" />
            <Count icon={Eye} value={item.views} one="view" many="views" />
          </p>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${item.title}`}
              onClick={() => onEdit(item)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${item.title}`}
              onClick={() => onDelete(item)}
              className="text-danger hover:bg-danger-soft"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
