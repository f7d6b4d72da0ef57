import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Images } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem, MediaListResponse } from '#shared/schemas/media.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { toast } from '#web/ui/toast.tsx';
import { artistMediaQuery, studioMediaKeys } from '../api/media-api.ts';
import { MediaCard } from './media-card.tsx';

// The upload, edit, preview and delete dialogs (forms, a dialog primitive) load on first use.
const DeleteMediaDialog = lazyNamed(() => import('./delete-media-dialog.tsx'), 'DeleteMediaDialog');
const MediaEditDialog = lazyNamed(() => import('./media-edit-dialog.tsx'), 'MediaEditDialog');
const MediaPreviewDialog = lazyNamed(() => import('./media-preview-dialog.tsx'), 'MediaPreviewDialog');
const MediaUploadDialog = lazyNamed(() => import('./media-upload-dialog.tsx'), 'MediaUploadDialog');

export type MediaGalleryProps = {
  artistId: string;
  /** After any saved change, so pages elsewhere (public profile, feed) can refresh. */
  onChanged?: () => void;
};

const gridClasses = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-3';

function GallerySkeleton() {
  return (
    <div role="status" aria-label="Loading your media" className={gridClasses}>
      {[0, 1, 2].map((n) => (
        <div key={n} className="overflow-hidden rounded-card border border-line">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Dashboard "Media Gallery": the creator's own works with upload, edit, preview and delete. */
export function MediaGallery({ artistId, onChanged }: MediaGalleryProps) {
  const queryClient = useQueryClient();
  const media = useQuery(artistMediaQuery(artistId));
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [previewing, setPreviewing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const listKey = studioMediaKeys.list(artistId);

  // The server's answer goes into the list at once, then the list is read again to stay exact.
  const applyChange = (change: (items: MediaItem[]) => MediaItem[], message: string) => {
    queryClient.setQueryData<MediaListResponse>(listKey, (body) =>
      body ? { ...body, data: change(body.data) } : body,
    );
    void queryClient.invalidateQueries({ queryKey: listKey });
    onChanged?.();
    toast.success(message);
  };

  const items = media.data ?? [];
  return (
    <section aria-labelledby="media-gallery-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="media-gallery-heading" className="font-display text-3xl font-semibold tracking-tight">
            Media Gallery
          </h2>
          <p className="mt-1 text-ink-muted">
            {media.isSuccess
              ? `${items.length} ${items.length === 1 ? 'work' : 'works'} in your gallery.`
              : 'Your images and videos, as supporters see them.'}
          </p>
        </div>
        <Button onClick={() => setUploading(true)}>
          <ImagePlus aria-hidden="true" />
          Upload
        </Button>
      </div>

      {media.isPending ? <GallerySkeleton /> : null}
      {media.isError ? (
        <ErrorState
          title="Your media could not be loaded"
          message={errorMessage(media.error, 'Please try again.')}
          onRetry={() => void media.refetch()}
          retrying={media.isFetching}
        />
      ) : null}
      {media.isSuccess && items.length === 0 ? (
        <EmptyState
          icon={Images}
          headingLevel={3}
          title="Your gallery is empty"
          description="Upload your first image or video. It appears on your public profile and in the feed."
          action={
            <Button onClick={() => setUploading(true)}>
              <ImagePlus aria-hidden="true" />
              Upload your first work
            </Button>
          }
        />
      ) : null}
      {items.length > 0 ? (
        <ul aria-label="Your media" className={gridClasses}>
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              onPreview={setPreviewing}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      ) : null}

      <WhenOpened open={uploading}>
        <MediaUploadDialog
          open={uploading}
          onOpenChange={setUploading}
          onUploaded={(item) =>
            applyChange((list) => [item, ...list.filter((i) => i.id !== item.id)], 'Media uploaded')
          }
        />
      </WhenOpened>
      <WhenOpened open={editing !== null}>
        <MediaEditDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={(item) =>
            applyChange((list) => list.map((i) => (i.id === item.id ? item : i)), 'Media updated')
          }
        />
      </WhenOpened>
      <WhenOpened open={previewing !== null}>
        <MediaPreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
      </WhenOpened>
      <WhenOpened open={deleting !== null}>
        <DeleteMediaDialog
          item={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(item) => applyChange((list) => list.filter((i) => i.id !== item.id), 'Media deleted')}
        />
      </WhenOpened>
    </section>
  );
}
