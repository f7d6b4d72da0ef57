import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '#shared/schemas/search.ts';
import { jsonResponse, stubFetch } from '#web/app/test-fetch.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { SearchCombobox } from './search-combobox.tsx';
import { SearchResults } from './search-results.tsx';

const artistRef = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maya Chen',
  username: 'maya',
  avatarUrl: null,
  verified: true,
};
const answer: SearchResponse = {
  success: true,
  query: 'ma',
  artists: [{ ...artistRef, category: 'sculpture', location: 'Portland, OR' }],
  artworks: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      title: 'Moon Jar',
      type: 'image',
      imageUrl: '/api/v1/files/media/1.png',
      thumbnailUrl: '/api/v1/files/media/1.webp',
      price: 450,
      artist: artistRef,
    },
  ],
  services: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Custom Ceramic Piece',
      price: 150,
      priceLabel: '150 MACS',
      durationLabel: '2-3 hours',
      artist: artistRef,
    },
  ],
};

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderWith(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const where = () => screen.getByRole('status', { hidden: true, name: 'Location' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('navigation search box', () => {
  it('suggests from two characters, moves with the arrows and opens the highlighted result', async () => {
    const calls = stubFetch({ '/api/v1/search': () => jsonResponse(200, answer) });
    renderWith(<SearchCombobox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search artists, artwork, services...');

    await userEvent.type(box, 'm');
    // One character is not enough to search.
    await new Promise((done) => setTimeout(done, 300));
    expect(calls).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box, 'a');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(calls).toEqual(['/api/v1/search?q=ma&limit=5']);
    expect(within(listbox).getByRole('group', { name: 'Artists' })).toHaveTextContent('Maya Chen');
    expect(within(listbox).getByRole('group', { name: 'Artworks' })).toHaveTextContent('Moon Jar');
    expect(within(listbox).getByRole('group', { name: 'Services' })).toHaveTextContent(
      'Custom Ceramic Piece',
    );

    await userEvent.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Enter}');
    expect(where()).toBe(`/artists/maya?artwork=${answer.artworks[0]!.id}`);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
  });

  it('goes to the results page on Enter with nothing highlighted, and Escape closes then clears', async () => {
    stubFetch({ '/api/v1/search': () => jsonResponse(200, answer) });
    renderWith(<SearchCombobox />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'ma');
    await screen.findByRole('listbox');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));

    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('ma');

    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/search?q=ma');

    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });
});

describe('search results page', () => {
  it('lists Artists, Artworks and Services, each linking where it belongs', async () => {
    const calls = stubFetch({ '/api/v1/search': () => jsonResponse(200, answer) });
    renderWith(<SearchResults q="ma" artworkHref={(hit) => `?q=ma&artwork=${hit.id}`} />, '/search?q=ma');
    const artists = await screen.findByRole('region', { name: /Artists/ });
    expect(within(artists).getByRole('link', { name: /Maya Chen/ })).toHaveAttribute('href', '/artists/maya');
    const artworks = screen.getByRole('region', { name: /Artworks/ });
    expect(within(artworks).getByRole('link', { name: /Moon Jar/ })).toHaveAttribute(
      'href',
      `/search?q=ma&artwork=${answer.artworks[0]!.id}`,
    );
    const services = screen.getByRole('region', { name: /Services/ });
    expect(within(services).getByRole('link', { name: /Custom Ceramic Piece/ })).toHaveTextContent(
      '150 MACS',
    );
    expect(calls).toEqual(['/api/v1/search?q=ma&limit=20']);
  });

  it('says honestly when nothing matched', async () => {
    stubFetch({
      '/api/v1/search': () =>
        jsonResponse(200, { ...answer, query: 'zzz', artists: [], artworks: [], services: [] }),
    });
    renderWith(<SearchResults q="zzz" artworkHref={() => ''} />);
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeVisible();
  });
});
