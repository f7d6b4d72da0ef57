import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_HEAD_TAGS_SELECTOR } from '#shared/page-head-tags.ts';
import type { ArtistProfileResponse } from '#shared/schemas/artists.ts';
import { artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { writePageHead } from './page-head.ts';

const pageTags = () => [...document.head.querySelectorAll(PAGE_HEAD_TAGS_SELECTOR)];
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  for (const tag of pageTags()) tag.remove();
});

describe('writePageHead', () => {
  it("writes an artist's head from the cached profile, and fills it in once the profile arrives", () => {
    const client = new QueryClient();
    writePageHead('/artists/maya', '', client);
    // Before the profile: the page's title from the address, the site's description.
    expect(content('meta[property="og:title"]')).toBe('@maya · Easel');
    expect(content('meta[name="description"]')).toMatch(/^Easel: a marketplace/);

    const profile = {
      data: {
        username: 'maya',
        name: 'Maya Chen',
        bio: 'Ceramics & ash glazes.',
        avatarUrl: '/api/v1/files/avatars/maya.webp',
        stats: { artworks: 3, followers: 12 },
      },
    } as unknown as ArtistProfileResponse;
    client.setQueryData(artistProfileQuery('maya').queryKey, profile);
    writePageHead('/artists/maya', '', client);
    const origin = window.location.origin;
    expect(content('meta[property="og:title"]')).toBe('Maya Chen (@maya) · Easel');
    expect(content('meta[name="description"]')).toBe('Ceramics & ash glazes.');
    expect(content('meta[property="og:type"]')).toBe('profile');
    expect(content('meta[property="og:image"]')).toBe(`${origin}/api/v1/files/avatars/maya.webp`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/artists/maya`,
    );
    // One of each, however often it is written.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('leaves the head as it is when the page says the same again', () => {
    const client = new QueryClient();
    writePageHead('/marketplace', '', client);
    const before = pageTags();
    writePageHead('/marketplace', '?sort=newest', client);
    expect(pageTags()).toEqual(before);
    expect(pageTags().every((tag, index) => tag === before[index])).toBe(true);
  });

  it('takes out what only a public page has when the page is drawn in the browser', () => {
    const client = new QueryClient();
    writePageHead('/campaigns', '', client);
    expect(pageTags().length).toBeGreaterThan(5);
    writePageHead('/settings', '', client);
    expect(pageTags().map((tag) => tag.outerHTML)).toEqual([
      '<meta name="description" content="Easel: a marketplace and community where artists share, sell and book their work.">',
    ]);
  });
});
