import { queryOptions } from '@tanstack/react-query';
import type { MediaItemResponse, MediaListResponse, MediaStats, MediaUpdate } from '#shared/schemas/media.ts';
import { MEDIA_FILE_FIELD } from '#shared/uploads.ts';
import { api } from '#web/lib/api-client.ts';
import { buildUploadForm, type UploadProgress, uploadForm } from '#web/lib/upload.ts';

export const studioMediaKeys = {
  all: ['studio', 'media'] as const,
  list: (artistId: string) => [...studioMediaKeys.all, 'artist', artistId] as const,
  stats: (mediaId: string) => [...studioMediaKeys.all, 'stats', mediaId] as const,
};

/** GET /media/artist/{id}: with the owner's token it includes unpublished work. */
export function artistMediaQuery(artistId: string) {
  return queryOptions({
    queryKey: studioMediaKeys.list(artistId),
    queryFn: ({ signal }) =>
      api.get<MediaListResponse>(`/media/artist/${encodeURIComponent(artistId)}`, { signal }),
    select: (body) => body.data,
  });
}

export function mediaStatsQuery(mediaId: string) {
  return queryOptions({
    queryKey: studioMediaKeys.stats(mediaId),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: MediaStats }>(`/media/${encodeURIComponent(mediaId)}/stats`, { signal }),
    select: (body) => body.data,
  });
}

export type MediaUploadInput = { file: File; title: string; caption: string; tags: string[] };

/** POST /media/upload (spec §7): multipart file, title, caption and comma-separated tags. */
export function uploadMedia(
  input: MediaUploadInput,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const form = buildUploadForm(
    { [MEDIA_FILE_FIELD]: input.file },
    { title: input.title, caption: input.caption, tags: input.tags.join(',') },
  );
  return uploadForm<MediaItemResponse>('/media/upload', form, options);
}

// Not retried: a repeat after a lost answer is harmless for PUT but DELETE would then say 404.
export const updateMedia = (mediaId: string, values: MediaUpdate) =>
  api.put<MediaItemResponse>(`/media/${encodeURIComponent(mediaId)}`, values);

export const deleteMedia = (mediaId: string) =>
  api.delete<{ success: true; message: string }>(`/media/${encodeURIComponent(mediaId)}`, { retry: false });
