import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfile } from '#shared/schemas/artists.ts';
import type { MediaItem } from '#shared/schemas/media.ts';
import { reader, renderWithApp, signIn, verifyHandler } from '#web/features/feed/test-kit.tsx';
import { clearToasts } from '#web/ui/toast-store.ts';
import { createDeferred, jsonResponse, stubFetch } from '../test-fetch.ts';
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

const artwork = (title: string, i: number, overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: `5f0c1a2b-0000-4000-8000-00000000000${i}`,
  title,
  caption: '',
  type: 'image',
  url: `/api/v1/files/media/${i}.png`,
  previewOnly: false,
  hiddenReason: null,
  originalUrl: null,
  thumbnail: `/api/v1/files/media/${i}.webp`,
  renditions: [],
  width: 800,
  height: 1000,
  tags: [],
  uploadDate: '2025-05-01T10:00:00.000Z',
  likes: 12,
  views: 1500,
  downloads: 0,
  comments: 0,
  allowDownload: false,
  price: null,
  editionSize: null,
  published: true,
  artist: { id: maya.id, name: maya.name, username: maya.username, avatarUrl: null },
  viewer: { liked: false, saved: false, isOwner: false },
  ...overrides,
});

const galleryPath = `/api/v1/media/artist/${maya.username}`;
const followStatusPath = `/api/v1/profiles/${maya.id}/follow-status`;
const gallery =
  (...items: MediaItem[]) =>
  () =>
    jsonResponse(200, { success: true, data: items });
const notFollowing = () => jsonResponse(200, { success: true, following: false, followers: 1234 });

function renderPage(username: string) {
  return renderWithApp(<ArtistProfilePage />, { path: `/artists/${username}`, route: 'artists/:username' });
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe('artist profile page', () => {
  it('shows Loading, then the header, stats and tabs of the real artist', async () => {
    const calls = stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [galleryPath]: gallery(
        artwork('Kiln Weather', 1, {
          renditions: [
            { url: '/api/v1/files/media/1.webp', width: 384 },
            { url: '/api/v1/files/media/1-800.webp', width: 800 },
          ],
        }),
        artwork('Ash Bowl', 2, { allowDownload: true }),
      ),
      [followStatusPath]: notFollowing,
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
    const open = await screen.findByRole('link', { name: 'Open Kiln Weather' });
    expect(open).toHaveAttribute('href', `/artists/maya?artwork=${artwork('', 1).id}`);
    const tile = within(open).getByRole('presentation');
    expect(tile).toHaveAttribute('src', '/api/v1/files/media/1.webp');
    expect(tile).toHaveAttribute(
      'srcset',
      '/api/v1/files/media/1.webp 384w, /api/v1/files/media/1-800.webp 800w',
    );
    expect(tile).toHaveAttribute('loading', 'lazy');
    // The banner, a blur of the newest work, is the page's largest paint: fetched at once and first.
    const banner = document.querySelector('header img[aria-hidden="true"]');
    expect(banner).toHaveAttribute('src', '/api/v1/files/media/1.webp');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('button', { name: 'Like Kiln Weather (12)' })).toHaveTextContent('12');
    expect(screen.getByRole('button', { name: 'Share Kiln Weather' })).toBeVisible();
    // Download only where the artist allows it.
    expect(screen.queryByRole('link', { name: 'Download Kiln Weather' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Ash Bowl' })).toHaveAttribute(
      'href',
      `/api/v1/media/${artwork('', 2).id}/download`,
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    // bookingEnabled: Book Session opens the wizard for this artist.
    await userEvent.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByRole('dialog', { name: 'Book a session with Maya Chen' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(calls[0]).toBe('/api/v1/profiles/public/maya');
    expect(calls).toContain(`${galleryPath}?limit=48`);
  });

  it('shows the story, quick info and safe links on About, the rating on Reviews and honest Contact text', async () => {
    stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [galleryPath]: gallery(),
      [followStatusPath]: notFollowing,
    });
    renderPage('maya');
    expect(await screen.findByRole('heading', { name: 'No artworks yet' })).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    const about = screen.getByRole('tabpanel', { name: 'About' });
    // Each tab but the gallery loads its code when first opened.
    expect(await within(about).findByText('Wood firing')).toBeVisible();
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
    expect(await within(reviews).findByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('Based on 12 reviews')).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    const contact = screen.getByRole('tabpanel', { name: 'Contact' });
    expect(await within(contact).findByRole('heading', { name: 'Book a session with Maya' })).toBeVisible();
    expect(within(contact).getByText(/Maya's e-mail address and phone number stay private/)).toBeVisible();
    expect(within(contact).getByRole('button', { name: 'Book Session' })).toBeVisible();
  });

  it('says No reviews yet and never links a website that is not http(s)', async () => {
    const fresh = {
      ...maya,
      website: 'javascript:alert(1)',
      stats: { ...maya.stats, rating: null, reviews: 0 },
    };
    stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: fresh }),
      [galleryPath]: gallery(),
      [followStatusPath]: notFollowing,
    });
    renderPage('maya');
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'About' }));
    const about = screen.getByRole('tabpanel', { name: 'About' });
    expect(await within(about).findByText('Wood firing')).toBeVisible();
    expect(within(about).queryByRole('link', { name: /Website/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeVisible();
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

  it('follows at once, shows the exact count from the server, unfollows, and rolls back a failure', async () => {
    signIn();
    const held = createDeferred<Response>();
    const sent: string[] = [];
    let failNext = false;
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler()),
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [galleryPath]: gallery(),
      [followStatusPath]: () => jsonResponse(200, { success: true, following: false, followers: 7 }),
      [`/api/v1/profiles/${maya.id}/follow`]: async () => {
        sent.push('follow');
        await held.promise;
        // Someone else followed in the meantime: the server's exact count wins over the guess.
        return jsonResponse(200, { success: true, following: true, followers: 9 });
      },
      [`/api/v1/profiles/${maya.id}/unfollow`]: () => {
        sent.push('unfollow');
        return failNext
          ? jsonResponse(503, { success: false, message: 'Follows are resting' })
          : jsonResponse(200, { success: true, following: false, followers: 8 });
      },
    });
    renderPage('maya');
    const stats = await screen.findByRole('region', { name: 'Stats' });
    const followers = () => within(stats).getByText('Followers').nextElementSibling?.textContent;
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(follow).toBeEnabled());

    await userEvent.click(follow);
    const following = screen.getByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(followers()).toBe('8');
    held.resolve(new Response());
    expect(await screen.findByText('You are now following Maya Chen')).toBeInTheDocument();
    expect(followers()).toBe('9');
    expect(sent).toEqual(['follow']);

    await userEvent.click(following);
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(followers()).toBe('8'));
    expect(sent).toEqual(['follow', 'unfollow']);

    // A failed change puts the previous state back and says why.
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    failNext = true;
    await waitFor(() => expect(sent).toEqual(['follow', 'unfollow', 'follow']));
    await waitFor(() => expect(followers()).toBe('9'));
    await userEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Follows are resting')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(followers()).toBe('9');
  });

  it('asks a visitor to sign in before following, and sends nothing, not even for the follow status', async () => {
    const calls = stubFetch({
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [galleryPath]: gallery(),
      [followStatusPath]: notFollowing,
    });
    renderPage('maya');
    // The count is the profile's own.
    const stats = await screen.findByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('Followers').nextElementSibling).toHaveTextContent('1.2K');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(calls.some((url) => /\/(follow|unfollow|follow-status)$/.test(url))).toBe(false);
  });

  it("shows Edit profile instead of Follow on the artist's own page", async () => {
    const own = { ...reader, id: maya.id, name: maya.name, username: 'maya', role: 'artist' as const };
    signIn(own);
    stubFetch({
      '/api/v1/auth/verify': () => jsonResponse(200, verifyHandler(own)),
      '/api/v1/profiles/public/maya': () => jsonResponse(200, { success: true, data: maya }),
      [galleryPath]: gallery(),
      [followStatusPath]: notFollowing,
    });
    renderPage('maya');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard?tab=profile',
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    // Nobody books themselves: the artist gets the way to manage availability instead.
    expect(screen.getByRole('link', { name: 'Manage availability' })).toHaveAttribute(
      'href',
      '/dashboard?tab=availability',
    );
    expect(screen.queryByRole('button', { name: 'Book Session' })).toBeNull();
  });
});
