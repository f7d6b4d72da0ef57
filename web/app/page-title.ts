import type { QueryClient } from '@tanstack/react-query';
import { artistCategoryLabels, artistCategorySlugs } from '#shared/artist-categories.ts';
import type { ArtistProfileResponse } from '#shared/schemas/artists.ts';
import type { Campaign } from '#shared/schemas/campaigns.ts';
import { type PublicPage, serverRenderedPage } from '#shared/server-rendered-pages.ts';
import { artistProfileQuery } from '#web/features/artists/api/artists-api.ts';
import { campaignQuery } from '#web/features/campaigns/api/campaigns-api.ts';
import { navTabs } from './shell/nav-items.ts';

/*
 * Every page's title: the server writes it into the page it sends (page-meta.ts), the app sets it
 * as it moves between pages (shell/document-title.tsx). Titles only, so the app's main chunk
 * carries no preview descriptions.
 */

const SITE = 'Easel';

const titled = (title: string) => `${title} · ${SITE}`;

/**
 * The pages drawn only in the browser, titled as their tab names them, or as their heading reads.
 * The console is left out: to anyone but an operator it is a page that is not there.
 */
const BROWSER_PAGE_TITLES = new Map<string, string>([
  ...navTabs.map((tab): [string, string] => [tab.to, tab.label]),
  ['/search', 'Search'],
  ['/dashboard', 'Dashboard'],
  ['/settings', 'Settings'],
  ['/reset-password', 'Choose a new password'],
  ['/verify-email', 'Confirm your email'],
]);

/** The Discover category a query string chooses, if it names one. */
export function chosenCategory(search: string) {
  const category = new URLSearchParams(search).get('category');
  return artistCategorySlugs.find((slug) => slug === category);
}

/** Which page a path is: one of the six the server renders, by name, or any other. */
export type PageRoute = PublicPage | { page: 'other'; path: string };

export function pageRouteOf(pathname: string): PageRoute {
  return serverRenderedPage(pathname) ?? { page: 'other', path: pathname.replace(/\/$/, '') || '/' };
}

/** The page's title, from what its loader put in the cache (an artist's name, a campaign's title). */
export function pageTitleFor(pathname: string, search: string, client: QueryClient): string {
  const route = pageRouteOf(pathname);
  switch (route.page) {
    case 'artist': {
      const { queryKey } = artistProfileQuery(route.username);
      const profile = client.getQueryData<ArtistProfileResponse>(queryKey)?.data;
      if (profile) return titled(`${profile.name} (@${profile.username})`);
      // While the profile is on its way, the name in the address; once its call failed, the page's words.
      const failed = client.getQueryState(queryKey)?.status === 'error';
      return titled(failed ? 'Artist Not Found' : `@${route.username}`);
    }
    case 'campaign': {
      const { queryKey } = campaignQuery(route.id);
      const campaign = client.getQueryData<Campaign>(queryKey);
      if (campaign) return titled(campaign.title);
      // A campaign the server does not have is titled as its page reads.
      const missing = (client.getQueryState(queryKey)?.error as { status?: number } | null)?.status === 404;
      return titled(missing ? 'Campaign not found' : 'Campaign');
    }
    case 'feed':
      return titled('New work from the Easel community');
    case 'campaigns':
      return titled('Campaigns');
    case 'marketplace':
      return titled('Marketplace');
    case 'discover': {
      const chosen = chosenCategory(search);
      return titled(chosen ? `${artistCategoryLabels[chosen]} artists` : 'Discover artists');
    }
    default: {
      const title = BROWSER_PAGE_TITLES.get(route.path);
      return title ? titled(title) : SITE;
    }
  }
}
