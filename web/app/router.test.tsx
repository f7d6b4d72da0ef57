import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { PAGE_HEAD_TAGS_SELECTOR } from '#shared/page-head-tags.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './router.tsx';
import { stubFetch } from './test-fetch.ts';

function renderApp(path: string) {
  stubFetch({});
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS_SELECTOR)) tag.remove();
});

describe('route table', () => {
  it('has a page for every route of the spec', () => {
    const specPaths = [
      '/',
      '/marketplace',
      '/discover',
      '/campaigns',
      '/campaigns/7',
      '/profile',
      '/wallet',
      '/my-bookings',
      '/track-booking',
      '/artists/maya',
      '/dashboard',
      '/settings',
      '/reset-password',
    ];
    for (const path of specPaths) {
      const leaf = matchRoutes(appRoutes, path)?.at(-1);
      expect(leaf?.route.path, path).not.toBe('*');
      expect(leaf?.route.lazy, path).toBeTypeOf('function');
    }
  });

  it('sends any other path home, community placeholders included', async () => {
    const router = renderApp('/voltage-zones');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New work from the Easel community' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('shell', () => {
  it('marks the tab of the current section active, and Feed only on /', async () => {
    renderApp('/campaigns/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Crowdfunding' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('searches from the header into Discover', async () => {
    const user = userEvent.setup();
    const router = renderApp('/');
    const search = await screen.findByPlaceholderText('Search artists, artwork, services...');
    await user.type(search, 'oil portrait{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results for “oil portrait”' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=oil%20portrait');
  });

  it('says a search is too long instead of sending it, and keeps the typing within the limit', async () => {
    const long = 'a'.repeat(SEARCH_MAX_LENGTH + 1);
    const router = createMemoryRouter(appRoutes, { initialEntries: [`/search?q=${long}`] });
    const calls = stubFetch({});
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'This search is too long' })).toBeVisible();
    // The heading repeats the start of it, not all of it.
    expect(screen.getByRole('heading', { level: 1 }).textContent?.length).toBeLessThan(100);
    expect(calls.filter((call) => call.includes('/search'))).toEqual([]);
    for (const box of screen.getAllByRole('searchbox').concat(screen.getAllByRole('combobox'))) {
      expect(box).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
    }
  });

  it('offers the two ways in to visitors, each opening the auth dialog', async () => {
    renderApp('/marketplace');
    fireEvent.click(await screen.findByRole('button', { name: 'Join as Creator' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect Wallet', hidden: true })).toBeInTheDocument();
  });

  it('switches theme and remembers the choice', async () => {
    renderApp('/discover');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('easel.theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('shows Artist Not Found with a way home', async () => {
    renderApp('/artists/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('the tab title', () => {
  it('follows the page as the app moves between pages, filled in as its data arrives', async () => {
    const router = renderApp('/artists/nobody');
    await screen.findByRole('heading', { level: 1, name: 'Artist Not Found' });
    expect(document.title).toBe('Artist Not Found · Easel');
    // The first page is a page load a screen reader reads itself; a page the app moves to is read out.
    const announcer = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    expect(announcer).toHaveTextContent('');
    await router.navigate('/wallet');
    await waitFor(() => expect(document.title).toBe('Wallet · Easel'));
    await waitFor(() => expect(announcer).toHaveTextContent('Wallet · Easel'));
    await router.navigate('/campaigns');
    await waitFor(() => expect(document.title).toBe('Campaigns · Easel'));
    await router.navigate('/discover?category=sculpture');
    await waitFor(() => expect(document.title).toBe('Sculpture artists · Easel'));
    // An address the site has no page for goes home, and the title with it.
    await router.navigate('/voltage-zones');
    await waitFor(() => expect(document.title).toBe('New work from the Easel community · Easel'));
  });

  it('leaves the head the server sent until the app moves, then writes the head of each page', async () => {
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    // The server's head for the page it sent.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="Maya\'s bio" /><link rel="canonical" href="https://easel.example/artists/maya" /><meta property="og:image" content="https://easel.example/a.webp" />',
    );
    const router = renderApp('/artists/maya');
    await waitFor(() => expect(document.title).toBe('Artist Not Found · Easel'));
    expect(canonical()).toBe('https://easel.example/artists/maya');

    await router.navigate('/campaigns');
    const origin = window.location.origin;
    await waitFor(() => expect(canonical()).toBe(`${origin}/campaigns`));
    expect(head('meta[property="og:url"]')).toBe(`${origin}/campaigns`);
    expect(head('meta[property="og:title"]')).toBe('Campaigns · Easel');
    expect(head('meta[name="description"]')).toMatch(/^Back the projects artists are raising for/);
    // The artist's picture is the artist's; the campaign list without campaigns has none.
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    // A page drawn only in the browser says what index.html says, and has no address of its own to share.
    await router.navigate('/wallet');
    await waitFor(() => expect(canonical()).toBeUndefined());
    expect(head('meta[name="description"]')).toMatch(/^Easel: a marketplace and community/);
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('keeps an address with a broken escape from breaking the page', async () => {
    renderApp('/artists/%E0%A4%A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Artist Not Found' })).toBeVisible();
    expect(document.title).toBe('Artist Not Found · Easel');
  });
});
