import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistProfileResponse } from '#shared/schemas/artists.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { pageTitleFor } from './page-title.ts';
import { jsonResponse, stubFetch } from './test-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the title of a page', () => {
  it('names an artist by the address while the profile loads, then by the profile, or says it is missing', async () => {
    const client = createQueryClient();
    expect(pageTitleFor('/artists/maya', '', client)).toBe('@maya · Easel');
    client.setQueryData(artistProfileQuery('maya').queryKey, {
      success: true,
      data: { name: 'Maya Chen', username: 'maya' },
    } as ArtistProfileResponse);
    expect(pageTitleFor('/artists/maya/', '', client)).toBe('Maya Chen (@maya) · Easel');

    stubFetch({});
    await client.prefetchQuery(artistProfileQuery('nobody'));
    expect(pageTitleFor('/artists/nobody', '', client)).toBe('Artist Not Found · Easel');
    // A name the router reads decoded, and a broken escape it keeps as sent.
    expect(pageTitleFor('/artists/l%C3%A9a', '', client)).toBe('@léa · Easel');
    expect(pageTitleFor('/artists/%E0%A4%A', '', client)).toBe('@%E0%A4%A · Easel');
  });

  it('names a campaign by its title once it is there', () => {
    const client = createQueryClient();
    const id = '00000000-0000-4000-8000-000000000001';
    expect(pageTitleFor(`/campaigns/${id}`, '', client)).toBe('Campaign · Easel');
    client.setQueryData(campaignQuery(id).queryKey, { title: 'A kiln for the studio' } as Campaign);
    expect(pageTitleFor(`/campaigns/${id}`, '', client)).toBe('A kiln for the studio · Easel');
  });

  it('titles a campaign the server does not have as its page reads', async () => {
    const client = createQueryClient();
    const id = '00000000-0000-4000-8000-000000000002';
    stubFetch({
      [`/api/v1/campaigns/${id}`]: () => jsonResponse(404, { success: false, message: 'Campaign not found' }),
    });
    await client.prefetchQuery(campaignQuery(id));
    expect(pageTitleFor(`/campaigns/${id}`, '', client)).toBe('Campaign not found · Easel');
  });

  it('names the lists, a Discover category, and the pages drawn in the browser', () => {
    const client = createQueryClient();
    const titles = Object.fromEntries(
      [
        '/',
        '/campaigns',
        '/marketplace',
        '/discover',
        '/discover?category=mixed-media',
        '/discover?category=nonsense',
        '/wallet',
        '/my-bookings/',
        '/settings',
        '/reset-password',
        '/admin',
        '/nowhere',
      ].map((address) => {
        const [path = '', query = ''] = address.split('?');
        return [address, pageTitleFor(path, query ? `?${query}` : '', client)];
      }),
    );
    expect(titles).toEqual({
      '/': 'New work from the Easel community · Easel',
      '/campaigns': 'Campaigns · Easel',
      '/marketplace': 'Marketplace · Easel',
      '/discover': 'Discover artists · Easel',
      '/discover?category=mixed-media': 'Mixed Media artists · Easel',
      '/discover?category=nonsense': 'Discover artists · Easel',
      '/wallet': 'Wallet · Easel',
      '/my-bookings/': 'My Bookings · Easel',
      '/settings': 'Settings · Easel',
      '/reset-password': 'Choose a new password · Easel',
      // The console is no page to anyone but an operator, so its title does not name it.
      '/admin': 'Easel',
      '/nowhere': 'Easel',
    });
  });
});
