import { createBrowserRouter, type HydrationState, type RouteObject, redirect } from 'react-router';
import {
  prefetchArtist,
  prefetchCampaign,
  prefetchCampaigns,
  prefetchDiscover,
  prefetchFeed,
  prefetchListings,
} from './route-loaders.ts';
import { RequireAuth } from './shell/require-auth.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteError } from './shell/route-error.tsx';
import { StartupShell } from './shell/startup-shell.tsx';

/**
 * Spec section 2, route table. Every page is its own lazily loaded chunk exporting `Component`;
 * /dashboard and /settings sit behind RequireAuth; any other path goes home. That is a loader's
 * redirect, not a rendered <Navigate>, so the server answers it as an HTTP redirect too
 * (web/entry-server.tsx) and a crawler never gets the home page's content under another address.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: StartupShell,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: prefetchFeed, lazy: () => import('./routes/feed.tsx') },
          { path: 'marketplace', loader: prefetchListings, lazy: () => import('./routes/marketplace.tsx') },
          { path: 'discover', loader: prefetchDiscover, lazy: () => import('./routes/discover.tsx') },
          { path: 'search', lazy: () => import('./routes/search.tsx') },
          { path: 'campaigns', loader: prefetchCampaigns, lazy: () => import('./routes/campaigns.tsx') },
          {
            path: 'campaigns/:id',
            loader: prefetchCampaign,
            lazy: () => import('./routes/campaign-detail.tsx'),
          },
          { path: 'profile', lazy: () => import('./routes/profile.tsx') },
          { path: 'wallet', lazy: () => import('./routes/wallet.tsx') },
          { path: 'my-bookings', lazy: () => import('./routes/my-bookings.tsx') },
          { path: 'track-booking', lazy: () => import('./routes/track-booking.tsx') },
          {
            path: 'artists/:username',
            loader: prefetchArtist,
            lazy: () => import('./routes/artist-profile.tsx'),
          },
          { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
          { path: 'verify-email', lazy: () => import('./routes/verify-email.tsx') },
          { path: 'admin', lazy: () => import('./routes/admin.tsx') },
          {
            Component: RequireAuth,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
              { path: 'settings', lazy: () => import('./routes/settings.tsx') },
            ],
          },
          { path: '*', loader: () => redirect('/') },
        ],
      },
    ],
  },
];

/** `hydrationData` comes with a server-rendered page (web/entry-client.ts), so its loaders do not run twice. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}
