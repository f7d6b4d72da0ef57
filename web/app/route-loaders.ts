import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { artistCategorySlugs } from '#shared/artist-categories.ts';
import { FEED_DEFAULT_LIMIT } from '#shared/constants.ts';
import {
  artistGalleryQuery,
  artistProfileQuery,
  galleryCoverUrl,
} from '#web/features/artists/api/artists-api.ts';
import { campaignListQuery, campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { discoverQuery, OVERVIEW_ARTISTS_PER_CATEGORY } from '#web/features/discover/api/discover-api.ts';
import { feedQuery } from '#web/features/feed/api/feed-api.ts';
import { listingsQuery } from '#web/features/marketplace/api/listings-query.ts';
import { queryClient as browserQueryClient } from '#web/lib/query-client.ts';

/*
 * Route loaders for the public pages. The same loaders serve both sides:
 * - In the browser each asks for the page's first data while the page's code is still downloading,
 *   so the largest paint starts one round trip sooner. It returns at once and never fails the
 *   navigation: the page reads the same queries from the cache and shows their errors itself.
 * - On the server (web/entry-server.tsx) the static handler passes a per-request query client in
 *   the loader context, and the loader waits for the data, so the page renders with it and the
 *   cache is embedded in the HTML for the browser to hydrate from.
 * They live in the main chunk, so they import only query definitions, never components or schemas.
 */

/** What the server render passes as the loader context. */
export type ServerLoaderContext = { queryClient: QueryClient };

type Prefetch = (client: QueryClient) => Promise<unknown>;

function serverClient(context: unknown): QueryClient | null {
  const client = (context as Partial<ServerLoaderContext> | undefined)?.queryClient;
  return client ?? null;
}

/** Runs the prefetch; on the server the loader resolves once the data is in the cache. */
function load(context: unknown, prefetch: Prefetch): Promise<null> | null {
  const server = serverClient(context);
  if (server) return prefetch(server).then(() => null);
  void prefetch(browserQueryClient);
  return null;
}

/** `/`: the first feed page. 'Following' needs a session and is left to the page. */
export function prefetchFeed({ request, context }: LoaderFunctionArgs) {
  const scope = new URL(request.url).searchParams.get('feed');
  if (scope === 'following') return null;
  return load(context, (client) => client.prefetchInfiniteQuery(feedQuery(FEED_DEFAULT_LIMIT, 'all')));
}

/** `/campaigns`: the campaign list. */
export function prefetchCampaigns({ context }: Pick<LoaderFunctionArgs, 'context'>) {
  return load(context, (client) => client.prefetchQuery(campaignListQuery()));
}

/**
 * `/campaigns/:id`: the campaign. The server render also brings its updates and recent backers, so
 * the page arrives whole; in the browser they load beside it from the page (their module stays out
 * of the first download).
 */
export function prefetchCampaign({ params, context }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return null;
  return load(context, async (client) => {
    const campaign = client.prefetchQuery(campaignQuery(id));
    if (!serverClient(context)) return campaign;
    const { campaignUpdatesQuery, recentContributionsQuery } = await import(
      '#web/features/campaigns/api/contribute-api.ts'
    );
    return Promise.all([
      campaign,
      client.prefetchQuery(campaignUpdatesQuery(id)),
      client.prefetchQuery(recentContributionsQuery(id)),
    ]);
  });
}

/**
 * `/marketplace`: the first page as it opens without filters (the page reads filters from the URL;
 * a filtered link is left to it rather than parsing them twice).
 */
export function prefetchListings({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const browsing =
    [...params.keys()].every((key) => key === 'tab') && (params.get('tab') ?? 'browse') === 'browse';
  if (!browsing) return null;
  return load(context, (client) => client.prefetchQuery(listingsQuery({ sort: 'newest', page: 1 })));
}

/** `/discover`: the overview's rows, or the one category a link names. */
export function prefetchDiscover({ request, context }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get('category');
  const chosen = artistCategorySlugs.find((slug) => slug === category);
  return load(context, (client) =>
    chosen
      ? client.prefetchQuery(discoverQuery(chosen))
      : Promise.all(
          artistCategorySlugs.map((slug) =>
            client.prefetchQuery(discoverQuery(slug, OVERVIEW_ARTISTS_PER_CATEGORY)),
          ),
        ),
  );
}

/**
 * `/artists/:username`: the profile and its gallery side by side (both by username). The banner
 * blurs the newest work and is the page's largest paint. In the browser its picture is asked for
 * as soon as the gallery answers, before the page's code has rendered anything; the server render
 * puts it in the HTML instead. A missing artist or a failed call is the page's to show.
 */
export function prefetchArtist({ params, context }: LoaderFunctionArgs) {
  const username = params.username;
  if (!username) return null;
  return load(context, (client) => {
    const profileLoaded = client.prefetchQuery(artistProfileQuery(username));
    const gallery = artistGalleryQuery(username);
    const galleryLoaded = client.prefetchQuery(gallery).then(() => {
      if (serverClient(context)) return;
      const body = client.getQueryData(gallery.queryKey);
      const cover = body && galleryCoverUrl(gallery.select?.(body));
      if (cover) preloadImage(cover);
    });
    return Promise.all([profileLoaded, galleryLoaded]);
  });
}

/** Starts a high-priority download the page's own <img> then takes from the memory cache. */
function preloadImage(url: string) {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
