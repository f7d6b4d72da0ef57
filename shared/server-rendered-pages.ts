import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * The public pages the server renders (DESIGN.md §1), each with the route module it needs, named as
 * the build's manifest names it (relative to web/), so the server can preload its chunk. Every other
 * path is rendered in the browser.
 */
const serverRenderedRoutes: [RegExp, string][] = [
  [/^\/$/, 'app/routes/feed.tsx'],
  [/^\/campaigns\/?$/, 'app/routes/campaigns.tsx'],
  [/^\/campaigns\/[^/]+\/?$/, 'app/routes/campaign-detail.tsx'],
  [/^\/marketplace\/?$/, 'app/routes/marketplace.tsx'],
  [/^\/discover\/?$/, 'app/routes/discover.tsx'],
  [/^\/artists\/[^/]+\/?$/, 'app/routes/artist-profile.tsx'],
];

/** Every server-rendered page's route module (relative to web/). */
export const serverRenderedRouteModules: readonly string[] = serverRenderedRoutes.map(([, module]) => module);

export function serverRenderedRoute(pathname: string): string | null {
  return serverRenderedRoutes.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
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
