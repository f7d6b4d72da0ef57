import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artistGalleryQuery } from '#web/features/artists/api/artists-api.ts';
import { campaignListQuery, campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { listingsQuery } from '#web/features/marketplace/api/marketplace-api.ts';
import { toQuery } from '#web/features/marketplace/lib/use-listing-params.ts';
import { createQueryClient, queryClient } from '#web/lib/query-client.ts';
import {
  prefetchArtist,
  prefetchCampaign,
  prefetchCampaigns,
  prefetchDiscover,
  prefetchListings,
} from './route-loaders.ts';
import { jsonResponse, stubFetch } from './test-fetch.ts';

const ARTIST_ID = '00000000-0000-4000-8000-0000000000aa';

const argsFor = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: undefined }) as LoaderFunctionArgs;

/** Lets the stubbed responses settle. */
const settle = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('route loaders', () => {
  it('ask for the campaign list and leave it in the cache the page reads', async () => {
    const calls = stubFetch({ '/api/v1/campaigns': () => jsonResponse(200, []) });
    expect(prefetchCampaigns({ context: undefined })).toBeNull();
    await settle();
    expect(calls.map((url) => new URL(url, 'http://localhost').pathname)).toEqual(['/api/v1/campaigns']);
    expect(queryClient.getQueryData(campaignListQuery().queryKey)).toEqual([]);
  });

  it('ask for the marketplace page the unfiltered grid shows, under the key the page uses', async () => {
    const page = { data: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } };
    const calls = stubFetch({ '/api/v1/marketplace': () => jsonResponse(200, page) });
    prefetchListings(argsFor('/marketplace'));
    await settle();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!, 'http://localhost').search).toBe('?sort=newest&page=1');
    // The grid's own query for a URL without filters is the same query, so it finds the page cached.
    const defaults = toQuery({ category: '', minPrice: '', maxPrice: '', sort: 'newest', page: 1 });
    expect(queryClient.getQueryData(listingsQuery(defaults).queryKey)).toEqual(page);
  });

  it('leave filtered marketplace links and the other tabs to the page', async () => {
    const calls = stubFetch({});
    prefetchListings(argsFor('/marketplace?category=sculpture'));
    prefetchListings(argsFor('/marketplace?tab=purchases'));
    await settle();
    expect(calls).toEqual([]);
  });

  it("ask for an artist's profile and gallery side by side, both by username", async () => {
    const calls = stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: { id: ARTIST_ID } }),
      '/api/v1/media/artist/maya': () => jsonResponse(200, { success: true, data: [] }),
    });
    prefetchArtist(argsFor('/artists/maya', { username: 'maya' }));
    // Both leave at once: the gallery does not wait for the profile's answer.
    expect(calls.map((url) => new URL(url, 'http://localhost').pathname)).toEqual([
      '/api/v1/profiles/public/maya',
      '/api/v1/media/artist/maya',
    ]);
    await settle();
    expect(queryClient.getQueryState(artistGalleryQuery('maya').queryKey)?.status).toBe('success');
  });

  it("starts the banner's picture as soon as the gallery answers: the newest published work", async () => {
    const item = (id: string, published: boolean) => ({
      id,
      type: 'image',
      published,
      url: `/api/v1/files/media/${id}/display.webp`,
      thumbnail: `/api/v1/files/media/${id}/thumb.webp`,
    });
    stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: { id: ARTIST_ID } }),
      // The owner's own draft comes first; the public page's banner uses the newest published work.
      '/api/v1/media/artist/maya': () =>
        jsonResponse(200, { success: true, data: [item('draft', false), item('moon-jar', true)] }),
    });
    const started: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(value: string) {
          started.push({ src: value, fetchPriority: this.fetchPriority });
        }
      },
    );
    prefetchArtist(argsFor('/artists/maya', { username: 'maya' }));
    await settle();
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]).toEqual({ src: '/api/v1/files/media/moon-jar/thumb.webp', fetchPriority: 'high' });
  });

  it('never fail the navigation when the artist does not exist', async () => {
    const calls = stubFetch({});
    expect(prefetchArtist(argsFor('/artists/nobody', { username: 'nobody' }))).toBeNull();
    await settle();
    // The profile and the gallery were asked for; their 404s are the page's to show.
    expect(calls).toHaveLength(2);
  });

  it('on the server, wait for the data in the per-request client the render passes, not the browser one', async () => {
    const campaign = { id: 'c1', title: 'Kiln' };
    stubFetch({ '/api/v1/campaigns/c1': () => jsonResponse(200, campaign) });
    const perRequest = createQueryClient();
    const loaded = prefetchCampaign({
      ...argsFor('/campaigns/c1', { id: 'c1' }),
      context: { queryClient: perRequest },
    });
    expect(loaded).toBeInstanceOf(Promise);
    await expect(loaded).resolves.toBeNull();
    expect(perRequest.getQueryData(campaignQuery('c1').queryKey)).toEqual(campaign);
    expect(queryClient.getQueryData(campaignQuery('c1').queryKey)).toBeUndefined();
  });

  it('ask for the four discover rows, or only the category a link names', async () => {
    const calls = stubFetch({ '/api/v1/discover': () => jsonResponse(200, { artists: [], artworks: [] }) });
    prefetchDiscover(argsFor('/discover'));
    await settle();
    expect(calls.map((url) => new URL(url, 'http://localhost').searchParams.get('category'))).toEqual([
      'digital-art',
      'traditional',
      'mixed-media',
      'sculpture',
    ]);
    calls.length = 0;
    prefetchDiscover(argsFor('/discover?category=sculpture'));
    await settle();
    expect(calls.map((url) => new URL(url, 'http://localhost').searchParams.get('category'))).toEqual([
      'sculpture',
    ]);
  });
});
