import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistSummary } from '#shared/schemas/artist-list.ts';
import { artistCategorySlugs } from '#shared/schemas/artists.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { asServerRenderedPage } from '#web/lib/hydration-test-kit.ts';
import { DiscoverOverview } from './discover-overview.tsx';

const artist = (n: number, category: ArtistSummary['category']): ArtistSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Artist ${n}`,
  username: `artist${n}`,
  avatarUrl: null,
  verified: false,
  bookingEnabled: false,
  category,
  location: null,
  bioExcerpt: '',
  followers: n,
  artworks: 3,
  rating: null,
  reviews: 0,
  recentArtworks: [1, 2, 3].map((w) => ({
    id: `10000000-0000-4000-8000-0000000000${n}${w}`,
    title: `Work ${n}.${w}`,
    type: 'image' as const,
    imageUrl: `/api/v1/files/media/${n}-${w}.webp`,
    thumbnailUrl: `/api/v1/files/media/${n}-${w}-thumb.webp`,
  })),
});

afterEach(() => vi.unstubAllGlobals());

async function renderOverview() {
  const [empty, second, third] = artistCategorySlugs;
  const byCategory: Record<string, ArtistSummary[]> = {
    [empty!]: [],
    [second!]: [artist(1, second!), artist(2, second!)],
    [third!]: [artist(3, third!)],
  };
  stubFetch({
    '/api/v1/discover': (url) => {
      const category = new URL(url, 'http://localhost').searchParams.get('category') ?? '';
      return jsonResponse(200, {
        success: true,
        category,
        artists: byCategory[category] ?? [],
        artworks: [],
      });
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DiscoverOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('link', { name: 'Artist 3' });
}

const row = (name: string) => screen.getByRole('link', { name }).closest('section')!;

describe('the Discover overview', () => {
  it("loads the first card's pictures at once and first, even when the first category is empty, and the rest lazily", async () => {
    await renderOverview();
    const card = (name: string) =>
      within(screen.getByRole('link', { name }).closest('article')!).getAllByRole('presentation', {
        hidden: true,
      });
    for (const picture of card('Artist 1')) {
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
    }
    for (const name of ['Artist 2', 'Artist 3']) {
      for (const picture of card(name)) {
        expect(picture).toHaveAttribute('loading', 'lazy');
        expect(picture).not.toHaveAttribute('fetchpriority');
      }
    }
  });

  // Drawn in the browser (coming back to Discover), a placeholder height would throw off the
  // restored scroll offset, so nothing waits there.
  it('draws every row at once when drawn in the browser', async () => {
    await renderOverview();
    expect(row('Artist 1')).not.toHaveClass('defer-offscreen');
    expect(row('Artist 3')).not.toHaveClass('defer-offscreen');
  });

  it("in the server's HTML, draws the first row at once and lets later ones wait until they near the viewport", async () => {
    await asServerRenderedPage(async () => {
      await renderOverview();
      expect(row('Artist 1')).not.toHaveClass('defer-offscreen');
      expect(row('Artist 3')).toHaveClass('defer-offscreen');
    });
  });
});
