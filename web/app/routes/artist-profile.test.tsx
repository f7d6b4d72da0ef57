import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfile, GalleryItem } from '#shared/schemas/artists.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { jsonResponse, stubFetch } from '../test-fetch.ts';
import { Component as ArtistProfilePage } from './artist-profile.tsx';

const maya: ArtistProfile = {
  id: '0b7e2f52-7d1a-4c55-9a43-3f0d2c1e9a10',
  name: 'Maya Chen',
  username: 'maya',
  avatarUrl: '/api/v1/files/avatars/maya.png',
  verified: true,
  bookingEnabled: true,
  bio: 'Ceramic artist working with wood-fired stoneware.',
  location: 'Portland, Oregon',
  website: 'https://mayachen.studio',
  social: { instagram: 'mayachen.clay', twitter: null },
  category: 'sculpture',
  stats: { followers: 1234, following: 3, artworks: 2, views: 18_620, sales: 0, rating: 4.7, reviews: 12 },
  pricing: { hourlyRate: 85, currency: 'MACS' },
  specialties: ['Ash glazes', 'Wood firing'],
  experience: '12 years',
  responseTime: 'Within 2 hours',
  languages: ['English', 'Mandarin'],
  education: ['MFA Ceramics, Alfred University'],
  achievements: ['NCECA Emerging Artist 2021'],
  memberSince: '2024-03-10T12:00:00.000Z',
};

const artwork = (title: string, i: number): GalleryItem => ({
  id: `5f0c1a2b-0000-4000-8000-00000000000${i}`,
  title,
  caption: '',
  type: 'image',
  imageUrl: `/api/v1/files/media/${i}.png`,
  thumbnailUrl: `/api/v1/files/media/${i}.webp`,
  width: 800,
  height: 1000,
  tags: [],
  likes: 12,
  views: 1500,
  createdAt: '2025-05-01T10:00:00.000Z',
});

function renderPage(username: string) {
  const router = createMemoryRouter([{ path: 'artists/:username', Component: ArtistProfilePage }], {
    initialEntries: [`/artists/${username}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('artist profile page', () => {
  it('shows Loading, then the header, stats and tabs of the real artist', async () => {
    const calls = stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [`/api/v1/profiles/${maya.id}/gallery`]: () =>
        jsonResponse(200, { success: true, data: [artwork('Kiln Weather', 1), artwork('Ash Bowl', 2)] }),
    });
    renderPage('maya');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Verified artist' })).toBeInTheDocument();
    expect(screen.getByText('@maya')).toBeVisible();
    expect(screen.getByText(maya.bio)).toBeVisible();
    expect(screen.getByText('Portland, Oregon')).toBeVisible();
    expect(screen.getByText('4.7 (12 reviews)')).toBeVisible();
    expect(screen.getByText('Responds within 2 hours')).toBeVisible();

    const stats = screen.getByRole('region', { name: 'Stats' });
    const stat = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(stat('Followers')).toBe('1.2K');
    expect(stat('Artworks')).toBe('2');
    expect(stat('Views')).toBe('18.6K');
    expect(stat('Sales')).toBe('0');
    expect(stat('Starting at')).toBe('85 MACS/hr');
    expect(stat('Experience')).toBe('12 years');

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Gallery', 'About', 'Reviews', 'Contact']);
    expect(await screen.findByRole('img', { name: 'Kiln Weather' })).toHaveAttribute(
      'src',
      '/api/v1/files/media/1.webp',
    );
    expect(screen.getByRole('img', { name: 'Ash Bowl' })).toBeInTheDocument();
    // Follow, booking, like, share and download arrive with the next issue; no inert buttons now.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(calls[0]).toBe('/api/v1/profiles/public/maya');
    expect(calls[1]).toBe(`/api/v1/profiles/${maya.id}/gallery?limit=60`);
  });

  it('shows the story, quick info and safe links on About, the rating on Reviews and honest Contact text', async () => {
    stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [`/api/v1/profiles/${maya.id}/gallery`]: () => jsonResponse(200, { success: true, data: [] }),
    });
    renderPage('maya');
    expect(await screen.findByRole('heading', { name: 'No artworks yet' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    const about = screen.getByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText('Wood firing')).toBeVisible();
    expect(within(about).getByText('MFA Ceramics, Alfred University')).toBeVisible();
    expect(within(about).getByText('NCECA Emerging Artist 2021')).toBeVisible();
    expect(within(about).getByText('Mandarin')).toBeVisible();
    expect(within(about).getByText('March 2024')).toBeVisible();
    const website = within(about).getByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://mayachen.studio/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(about).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/mayachen.clay',
    );
    expect(within(about).queryByRole('link', { name: /Twitter/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(within(reviews).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('Based on 12 reviews')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    expect(screen.getByRole('heading', { name: 'Contact details and booking arrive soon' })).toBeVisible();
  });

  it('says No reviews yet and never links a website that is not http(s)', async () => {
    const fresh = {
      ...maya,
      website: 'javascript:alert(1)',
      stats: { ...maya.stats, rating: null, reviews: 0 },
    };
    stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: fresh }),
      [`/api/v1/profiles/${maya.id}/gallery`]: () => jsonResponse(200, { success: true, data: [] }),
    });
    renderPage('maya');
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    expect(screen.queryByRole('link', { name: /Website/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  });

  it('shows Artist Not Found with a Back to Home link when the server answers 404', async () => {
    stubFetch({
      '/api/v1/profiles/public/ghost': () =>
        jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Artist not found' }),
    });
    renderPage('ghost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a failure as an error with Retry, not as a missing artist', async () => {
    stubFetch({
      '/api/v1/profiles/public/maya': () =>
        jsonResponse(400, { success: false, code: 'VALIDATION_FAILED', message: 'Something is off' }),
    });
    renderPage('maya');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is off');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText('Artist Not Found')).toBeNull();
  });
});
