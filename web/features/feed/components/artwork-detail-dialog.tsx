import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MEDIA_NOT_FOUND_MESSAGE, type MediaItem } from '#shared/schemas/media.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { patchFeedPost } from '../api/feed-api.ts';
import { mediaDetailQuery, mediaKeys, recordView } from '../api/media-api.ts';
import { ArtworkDetailBody } from './artwork-detail-body.tsx';

type ArtworkDetailDialogProps = {
  /** The artwork to show; null keeps the dialog closed. */
  mediaId: string | null;
  onClose: () => void;
};

/**
 * 'View Details' and every artwork link (`?artwork={id}`): the large image, its words, numbers,
 * actions and comments. Opening it counts one view (the server counts a viewer once a day).
 */
export function ArtworkDetailDialog({ mediaId, onClose }: ArtworkDetailDialogProps) {
  return (
    <Dialog open={mediaId !== null} onOpenChange={(open) => !open && onClose()}>
      {mediaId ? <ArtworkDetailContent mediaId={mediaId} /> : null}
    </Dialog>
  );
}

function ArtworkDetailContent({ mediaId }: { mediaId: string }) {
  const query = useQuery(mediaDetailQuery(mediaId));
  const queryClient = useQueryClient();
  // After the work has loaded, so the count the view returns is the newest and is not overwritten.
  useRecordView(mediaId, query.isSuccess);

  const update = (change: (item: MediaItem) => MediaItem) => {
    queryClient.setQueryData<{ success: true; data: MediaItem }>(mediaKeys.detail(mediaId), (body) =>
      body ? { ...body, data: change(body.data) } : body,
    );
  };

  const title = query.data?.title ?? 'Artwork';
  return (
    <DialogContent title={title} hideTitle className="max-w-5xl! p-0!" size="lg">
      {query.data ? (
        <ArtworkDetailBody
          item={query.data}
          onLikeChange={(next) => {
            update((item) => ({ ...item, likes: next.likes, viewer: { ...item.viewer, liked: next.liked } }));
            patchFeedPost(queryClient, mediaId, (post) => ({
              ...post,
              engagement: { ...post.engagement, likes: next.likes },
              viewer: { ...post.viewer, liked: next.liked },
            }));
          }}
          onSaveChange={(saved) => {
            update((item) => ({ ...item, viewer: { ...item.viewer, saved } }));
            patchFeedPost(queryClient, mediaId, (post) => ({ ...post, viewer: { ...post.viewer, saved } }));
          }}
          onCommentCountChange={(delta) => {
            update((item) => ({ ...item, comments: Math.max(0, item.comments + delta) }));
            patchFeedPost(queryClient, mediaId, (post) => ({
              ...post,
              engagement: { ...post.engagement, comments: Math.max(0, post.engagement.comments + delta) },
            }));
          }}
        />
      ) : query.isError ? (
        <div className="p-6">
          <ErrorState
            title={isMissing(query.error) ? 'Artwork not found' : 'We couldn’t load this artwork'}
            message={
              isMissing(query.error)
                ? 'It may have been removed by the artist.'
                : errorMessage(query.error, MEDIA_NOT_FOUND_MESSAGE)
            }
            onRetry={isMissing(query.error) ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : (
        <div role="status" className="grid gap-6 p-6 md:grid-cols-[minmax(0,1fr)_20rem]">
          <span className="sr-only">Loading artwork</span>
          <Skeleton className="aspect-[4/5] w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      )}
    </DialogContent>
  );
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One view per opening; the server's answer updates the shown count. Never blocks the dialog. */
function useRecordView(mediaId: string, ready: boolean) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    // Strict mode runs effects twice; the ref keeps it to one call per artwork opened.
    if (!ready || recorded.current === mediaId) return;
    recorded.current = mediaId;
    recordView(mediaId)
      .then(({ views }) => {
        queryClient.setQueryData<{ success: true; data: MediaItem }>(mediaKeys.detail(mediaId), (body) =>
          body ? { ...body, data: { ...body.data, views } } : body,
        );
        patchFeedPost(queryClient, mediaId, (post) => ({
          ...post,
          engagement: { ...post.engagement, views },
        }));
      })
      .catch(() => {
        // A lost view is not worth interrupting someone looking at art.
      });
  }, [mediaId, ready, queryClient]);
}
