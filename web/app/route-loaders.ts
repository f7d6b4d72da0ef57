import type { LoaderFunctionArgs } from 'react-router';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import {
  artistGalleryQuery,
  artistProfileQuery,
  galleryCoverUrl,
} from '#web/features/artists/api/artists-api.ts';
import { campaignListQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { feedQuery } from '#web/features/feed/api/feed-api.ts';
import { listingsQuery } from '#web/features/marketplace/api/marketplace-api.ts';
import { queryClient } from '#web/lib/query-client.ts';

/*
 * Route loaders for the pages people land on. Each asks for the page's first data while the page's
 * code is still downloading, so the largest paint (usually the first artwork) starts one round trip
 * sooner. They return at once and never fail the navigation: the page reads the same queries from
 * the cache and shows their errors itself. They live in the main chunk, so they import only query
 * definitions, never components or schemas.
 */

/** `/`: the first feed page. 'Following' needs a session and is left to the page. */
export function prefetchFeed({ request }: LoaderFunctionArgs): null {
  const scope = new URL(request.url).searchParams.get('feed');
  if (scope !== 'following') void queryClient.prefetchInfiniteQuery(feedQuery(FEED_DEFAULT_LIMIT, 'all'));
  return null;
}

/** `/campaigns`: the campaign list. */
export function prefetchCampaigns(): null {
  void queryClient.prefetchQuery(campaignListQuery());
  return null;
}

/**
 * `/marketplace`: the first page as it opens without filters (the page reads filters from the URL;
 * a filtered link is left to it rather than parsing them twice).
 */
export function prefetchListings({ request }: LoaderFunctionArgs): null {
  const params = new URL(request.url).searchParams;
  const browsing =
    [...params.keys()].every((key) => key === 'tab') && (params.get('tab') ?? 'browse') === 'browse';
  if (browsing) void queryClient.prefetchQuery(listingsQuery({ sort: 'newest', page: 1 }));
  return null;
}

/**
 * `/artists/:username`: the profile and its gallery side by side (both by username). The banner
 * blurs the newest work and is the page's largest paint, so its picture is asked for as soon as
 * the gallery answers, before the page's code has rendered anything. A missing artist or a failed
 * call is the page's to show; prefetching never throws.
 */
export function prefetchArtist({ params }: LoaderFunctionArgs): null {
  const username = params.username;
  if (username) {
    void queryClient.prefetchQuery(artistProfileQuery(username));
    const gallery = artistGalleryQuery(username);
    void queryClient.prefetchQuery(gallery).then(() => {
      const body = queryClient.getQueryData(gallery.queryKey);
      const cover = body && galleryCoverUrl(gallery.select?.(body));
      if (cover) preloadImage(cover);
    });
  }
  return null;
}

/** Starts a high-priority download the page's own <img> then takes from the memory cache. */
function preloadImage(url: string) {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
