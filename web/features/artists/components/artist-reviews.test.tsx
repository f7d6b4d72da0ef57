import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import type { Review } from '#shared/schemas/bookings.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { ArtistReviews } from './artist-reviews.tsx';

const artist = {
  id: '0b7e2f52-7d1a-4c55-9a43-3f0d2c1e9a10',
  name: 'Maya Chen',
  stats: { followers: 0, following: 0, artworks: 0, views: 0, sales: 0, rating: 4.5, reviews: 2 },
} as ArtistProfile;
const reviewsPath = `/api/v1/reviews/artist/${artist.id}`;

const reviews: Review[] = [
  {
    id: '6a1f0000-0000-4000-8000-000000000001',
    rating: 5,
    body: 'A wonderful teacher: patient, funny and precise.',
    authorName: 'Sam Rivera',
    authorAvatar: null,
    service: 'Workshop Session',
    createdAt: '2026-02-20T10:00:00.000Z',
  },
  {
    id: '6a1f0000-0000-4000-8000-000000000002',
    rating: 4,
    body: 'Lots of practical tips on glaze chemistry.',
    authorName: 'Jordan Lee',
    authorAvatar: null,
    service: 'Art Consultation',
    createdAt: '2026-02-12T10:00:00.000Z',
  },
];

function renderReviews(profile: ArtistProfile = artist) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ArtistReviews artist={profile} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('artist reviews tab', () => {
  it('keeps the rating summary and lists each review with author, stars, text, service and date', async () => {
    stubFetch({ [reviewsPath]: () => jsonResponse(200, { success: true, data: reviews }) });
    renderReviews();
    expect(screen.getByText('Based on 2 reviews')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Sam Rivera' })).toBeVisible();
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    expect(within(items[0]!).getByText(reviews[0]!.body)).toBeVisible();
    expect(within(items[0]!).getByText(/Workshop Session/)).toBeVisible();
    expect(within(items[0]!).getByText('Feb 20, 2026')).toBeVisible();
  });

  it('says No reviews yet without asking when the artist has none', async () => {
    const calls = stubFetch({});
    renderReviews({ ...artist, stats: { ...artist.stats, rating: null, reviews: 0 } });
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    expect(screen.getByText(/review a session with Maya Chen here once it is complete/)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows an error with Retry when the reviews cannot be loaded', async () => {
    let fail = true;
    stubFetch({
      [reviewsPath]: () =>
        fail
          ? jsonResponse(404, { success: false, message: 'Artist not found' })
          : jsonResponse(200, { success: true, data: reviews }),
    });
    renderReviews();
    expect(await screen.findByText('Reviews unavailable')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jordan Lee' })).toBeVisible();
  });
});
