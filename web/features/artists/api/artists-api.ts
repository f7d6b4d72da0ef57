import { queryOptions } from '@tanstack/react-query';
import type { ArtistProfileResponse, FollowResponse } from '#shared/schemas/artists.ts';
import type { Review } from '#shared/schemas/bookings.ts';
import type { MediaItem, MediaListResponse } from '#shared/schemas/media.ts';
import { api } from '#web/lib/api-client.ts';

/** How many artworks the profile shows (the API's page maximum); the stats row counts them all. */
export const PROFILE_GALLERY_LIMIT = 48;

export const artistKeys = {
  all: ['artists'] as const,
  profile: (idOrUsername: string) => [...artistKeys.all, 'profile', idOrUsername.toLowerCase()] as const,
  gallery: (username: string, limit: number) =>
    [...artistKeys.all, 'gallery', username.toLowerCase(), limit] as const,
  galleries: (username: string) => [...artistKeys.all, 'gallery', username.toLowerCase()] as const,
  followStatus: (artistId: string) => [...artistKeys.all, 'follow-status', artistId] as const,
  reviews: (artistId: string) => [...artistKeys.all, 'reviews', artistId] as const,
};

/** GET /profiles/public/{username}: public, so sent without the bearer token (spec §6). */
export function artistProfileQuery(idOrUsername: string) {
  return queryOptions({
    queryKey: artistKeys.profile(idOrUsername),
    queryFn: ({ signal }) =>
      api.get<ArtistProfileResponse>(`/profiles/public/${encodeURIComponent(idOrUsername)}`, {
        signal,
        auth: false,
      }),
    select: (body) => body.data,
  });
}

/**
 * GET /media/artist/{username}: the artist's work, newest first, with the caller's own like state
 * and whether they may download it. Sent with the token so that state is the caller's. Asked by
 * username (the route takes an id or a username), so a page can ask for it beside the profile.
 */
export function artistGalleryQuery(username: string, limit = PROFILE_GALLERY_LIMIT) {
  return queryOptions({
    queryKey: artistKeys.gallery(username, limit),
    queryFn: ({ signal }) =>
      api.get<MediaListResponse>(`/media/artist/${encodeURIComponent(username)}`, {
        signal,
        query: { limit },
      }),
    // The owner also receives unpublished work; the public page shows what everyone sees.
    select: (body) => body.data.filter((item) => item.published),
  });
}

/**
 * The picture the profile's banner blurs: the newest published work's small rendition (a video's
 * poster). Null for an empty gallery, which keeps the plain gradient.
 */
export function galleryCoverUrl(items: readonly MediaItem[] | undefined): string | null {
  const newest = items?.[0];
  if (!newest) return null;
  return (newest.type === 'image' ? (newest.thumbnail ?? newest.url) : newest.thumbnail) ?? null;
}

/**
 * GET /profiles/{id}/follow-status: the live follower count and whether the caller follows. Only a
 * signed-in caller asks: a visitor follows no one, and the profile's own count (the page as the
 * server rendered it) is fresh enough for them, so their page does no request and no second render.
 */
export function followStatusQuery(artistId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: artistKeys.followStatus(artistId),
    queryFn: ({ signal }) =>
      api.get<FollowResponse>(`/profiles/${encodeURIComponent(artistId)}/follow-status`, { signal }),
    enabled: signedIn,
  });
}

/** POST /profiles/{id}/follow or /unfollow; both idempotent, both answer the exact new count. */
export const setFollowing = (artistId: string, follow: boolean) =>
  api.post<FollowResponse>(
    `/profiles/${encodeURIComponent(artistId)}/${follow ? 'follow' : 'unfollow'}`,
    undefined,
    { retry: false },
  );

/** GET /reviews/artist/{artistId}: what clients wrote after a completed session, newest first. */
export function artistReviewsQuery(artistId: string) {
  return queryOptions({
    queryKey: artistKeys.reviews(artistId),
    queryFn: ({ signal }) =>
      api.get<{ success: true; data: Review[] }>(`/reviews/artist/${encodeURIComponent(artistId)}`, {
        signal,
        auth: false,
      }),
    select: (body) => body.data,
  });
}
