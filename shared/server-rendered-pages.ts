import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The public pages the server renders, by name, with the path parameter their loader reads. */
export type PublicPage =
  | { page: 'artist'; username: string }
  | { page: 'campaign'; id: string }
  | { page: 'feed' | 'campaigns' | 'marketplace' | 'discover' };

/**
 * The public pages the server renders (DESIGN.md §1), each with the route module it needs, named as
 * the build's manifest names it (relative to web/), so the server can preload its chunk. Every other
 * path is rendered in the browser. The web app names its pages from the same table (page-title.ts).
 */
const serverRenderedPages: { pattern: RegExp; module: string; page: (param: string) => PublicPage }[] = [
  { pattern: /^\/$/, module: 'app/routes/feed.tsx', page: () => ({ page: 'feed' }) },
  { pattern: /^\/campaigns\/?$/, module: 'app/routes/campaigns.tsx', page: () => ({ page: 'campaigns' }) },
  {
    pattern: /^\/campaigns\/([^/]+)\/?$/,
    module: 'app/routes/campaign-detail.tsx',
    page: (id) => ({ page: 'campaign', id }),
  },
  {
    pattern: /^\/marketplace\/?$/,
    module: 'app/routes/marketplace.tsx',
    page: () => ({ page: 'marketplace' }),
  },
  { pattern: /^\/discover\/?$/, module: 'app/routes/discover.tsx', page: () => ({ page: 'discover' }) },
  {
    pattern: /^\/artists\/([^/]+)\/?$/,
    module: 'app/routes/artist-profile.tsx',
    page: (username) => ({ page: 'artist', username }),
  },
];

/** Every server-rendered page's route module (relative to web/). */
export const serverRenderedRouteModules: readonly string[] = serverRenderedPages.map((entry) => entry.module);

/** A path segment as the router reads it; one with a broken escape stays as sent, as the router keeps it. */
function pathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which public page a path is, with its parameter decoded as the router decodes it; null for any other path. */
export function serverRenderedPage(pathname: string): PublicPage | null {
  for (const { pattern, page } of serverRenderedPages) {
    const match = pattern.exec(pathname);
    if (match) return page(pathSegment(match[1] ?? ''));
  }
  return null;
}

/** The route module of the public page a path is, or null when the browser renders it. */
export function serverRenderedRoute(pathname: string): string | null {
  return serverRenderedPages.find(({ pattern }) => pattern.test(pathname))?.module ?? null;
}

/** What a server-rendered page tells browsers, search engines and link previews about itself. */
export type PageMeta = {
  title: string;
  description: string;
  /** A picture for link previews (a path on this host or an absolute URL); null when the page has none. */
  image: string | null;
  type: 'website' | 'profile' | 'article';
};

/** The element that carries the server render's data: JSON, which the strict CSP lets through as data. */
export const SERVER_STATE_ELEMENT_ID = 'easel-state';

export type ServerRenderedState = {
  queries: DehydratedState;
  router: HydrationState;
};
