import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CommentListResponse,
  LikeStateResponse,
  MediaComment,
  MediaItemResponse,
  OfferBody,
  SaveStateResponse,
  ViewResponse,
} from '#shared/schemas/media.ts';
import { api } from '#web/lib/api-client.ts';

export const COMMENTS_PAGE_SIZE = 20;

export const mediaKeys = {
  all: ['media'] as const,
  detail: (id: string) => [...mediaKeys.all, 'detail', id] as const,
  comments: (id: string) => [...mediaKeys.all, 'comments', id] as const,
};

/** GET /media/{id}: one artwork with the caller's own like and save state. */
export function mediaDetailQuery(id: string) {
  return queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => api.get<MediaItemResponse>(`/media/${encodeURIComponent(id)}`, { signal }),
    select: (body) => body.data,
  });
}

/** GET /media/{id}/comments: oldest first, a page at a time. */
export function commentsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: mediaKeys.comments(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentListResponse>(`/media/${encodeURIComponent(id)}/comments`, {
        signal,
        query: { cursor: pageParam, limit: COMMENTS_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

const path = (id: string, tail: string) => `/media/${encodeURIComponent(id)}/${tail}`;

// Writes are never retried by the client: a repeated offer or comment would surprise the user.
export const setLiked = (id: string, liked: boolean) =>
  liked
    ? api.post<LikeStateResponse>(path(id, 'like'), undefined, { retry: false })
    : api.delete<LikeStateResponse>(path(id, 'like'), { retry: false });

export const setSaved = (id: string, saved: boolean) =>
  saved
    ? api.post<SaveStateResponse>(path(id, 'save'), undefined, { retry: false })
    : api.delete<SaveStateResponse>(path(id, 'save'), { retry: false });

export const recordView = (id: string) =>
  api.post<ViewResponse>(path(id, 'view'), undefined, { retry: false });

export const addComment = (id: string, body: string) =>
  api
    .post<{ success: true; data: MediaComment }>(path(id, 'comments'), { body }, { retry: false })
    .then((response) => response.data);

export const deleteComment = (id: string, commentId: string) =>
  api.delete<{ success: true }>(path(id, `comments/${encodeURIComponent(commentId)}`), { retry: false });

export const sendOffer = (id: string, offer: OfferBody) =>
  api.post<{ success: true; message: string }>(path(id, 'offer'), offer, { retry: false });
