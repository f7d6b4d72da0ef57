import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedPost, FeedResponse } from '#shared/schemas/feed.ts';
import { asServerRenderedPage } from '#web/lib/hydration-test-kit.ts';
import { makePost, renderWithApp } from '../test-kit.tsx';
import { FeedList } from './feed-list.tsx';

const page = (posts: FeedPost[], nextCursor: string | null): FeedResponse => ({
  success: true,
  posts,
  nextCursor,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => fetchMock(String(input)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderFeed() {
  return renderWithApp(<FeedList />);
}

describe('FeedList', () => {
  it('shows skeletons, then each post with artist, price, tags and abbreviated counts', async () => {
    const priced = makePost(
      1,
      { price: 125.5, tags: ['ceramics', 'moon jar', 'stoneware', 'glaze', 'kiln'] },
      1234,
    );
    const plain = makePost(2);
    fetchMock.mockImplementation(async () => json(page([priced, plain], null)));
    renderFeed();

    expect(screen.getByRole('status')).toHaveTextContent('Loading artworks');
    const feed = await screen.findByRole('feed', { name: 'Artworks' });
    const [first, second] = within(feed).getAllByRole('article');

    expect(within(first!).getByRole('heading', { name: 'Artwork 1' })).toBeInTheDocument();
    expect(within(first!).getByText('125.5 MACS')).toBeInTheDocument();
    // The first artwork is the page's largest paint: fetched at once and first; the rest wait for the scroll.
    const firstImage = within(first!).getByRole('img', { name: 'Artwork 1' });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(within(first!).getByRole('img', { name: 'Verified artist' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/artists/maya');
    const tags = within(first!).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#ceramics', '#moon jar', '#stoneware', '+2 more']);
    expect(within(first!).getByText('1.2K')).toHaveTextContent('1.2K');
    expect(within(first!).getByText('1.2K').parentElement).toHaveTextContent('1.2K views');
    expect(within(first!).getByText('1 hour ago')).toBeInTheDocument();

    expect(within(second!).getByRole('img', { name: 'Artwork 2' })).toHaveAttribute('loading', 'lazy');
    expect(within(second!).queryByText(/MACS/)).toBeNull();
    expect(within(second!).getByText('12').parentElement).toHaveTextContent('12 views');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/feed?limit=12');
  });

  it('holds the later artworks until the first one has loaded, so it does not share the link', async () => {
    const withRenditions = (n: number) =>
      makePost(n, {
        renditions: [
          { url: `/api/v1/files/media/${n}-480.webp`, width: 480 },
          { url: `/api/v1/files/media/${n}-800.webp`, width: 800 },
        ],
      });
    fetchMock.mockImplementation(async () =>
      json(page([withRenditions(1), withRenditions(2), withRenditions(3)], null)),
    );
    renderFeed();
    const feed = await screen.findByRole('feed', { name: 'Artworks' });
    const image = (n: number) => within(feed).getByRole('img', { name: `Artwork ${n}` });
    expect(image(1)).toHaveAttribute('src');
    expect(image(1)).toHaveAttribute(
      'srcset',
      '/api/v1/files/media/1-480.webp 480w, /api/v1/files/media/1-800.webp 800w',
    );
    expect(image(1)).toHaveAttribute('sizes', expect.stringContaining('640px'));
    // Still named for screen readers while waiting; only the download waits, srcset included.
    expect(image(2)).not.toHaveAttribute('src');
    expect(image(2)).not.toHaveAttribute('srcset');
    expect(image(3)).not.toHaveAttribute('src');
    fireEvent.load(image(1));
    await waitFor(() => expect(image(2)).toHaveAttribute('src'));
    expect(image(2)).toHaveAttribute(
      'srcset',
      expect.stringContaining('/api/v1/files/media/2-800.webp 800w'),
    );
    expect(image(3)).toHaveAttribute('src');
  });

  it("in the server's HTML, draws the first two cards at once and lets later ones wait until they near the viewport", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        page(
          [1, 2, 3, 4].map((n) => makePost(n)),
          null,
        ),
      ),
    );
    await asServerRenderedPage(async () => {
      renderFeed();
      await screen.findByRole('feed', { name: 'Artworks' });
      const deferred = screen
        .getAllByRole('article')
        .map((card) => card.classList.contains('defer-offscreen'));
      expect(deferred).toEqual([false, false, true, true]);
    });
  });

  // Coming back to the feed restores its scroll offset; placeholder heights would land it elsewhere.
  it('draws every card at once when the feed is drawn in the browser', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        page(
          [1, 2, 3, 4].map((n) => makePost(n)),
          null,
        ),
      ),
    );
    renderFeed();
    await screen.findByRole('feed', { name: 'Artworks' });
    for (const card of screen.getAllByRole('article')) expect(card).not.toHaveClass('defer-offscreen');
  });

  it('lets the later artworks load when the first one fails', async () => {
    fetchMock.mockImplementation(async () => json(page([makePost(1), makePost(2)], null)));
    renderFeed();
    const feed = await screen.findByRole('feed', { name: 'Artworks' });
    fireEvent.error(within(feed).getByRole('img', { name: 'Artwork 1' }));
    await waitFor(() => expect(within(feed).getByRole('img', { name: 'Artwork 2' })).toHaveAttribute('src'));
  });

  it('appends the next page with Load More Posts and hides it on the last page', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('cursor=c2')
        ? json(page([makePost(3)], null))
        : json(page([makePost(1), makePost(2)], 'c2')),
    );
    renderFeed();
    const more = await screen.findByRole('button', { name: 'Load More Posts' });
    await userEvent.click(more);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Artwork 1',
      'Artwork 2',
      'Artwork 3',
    ]);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/feed?cursor=c2&limit=12');
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
  });

  it('shows the failure with Retry instead of invented posts, and recovers on Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () => json({ success: false, message: 'The feed is resting' }, 503));
    renderFeed();
    // The API client retries a 503 twice before giving up.
    await vi.advanceTimersByTimeAsync(3_500);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The feed is resting');
    expect(screen.queryByRole('article')).toBeNull();

    fetchMock.mockImplementation(async () => json(page([makePost(1)], null)));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Artwork 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no artworks only when the API returns none', async () => {
    fetchMock.mockImplementation(async () => json(page([], null)));
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'No artworks yet' })).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
  });
});
