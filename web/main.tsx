import './lib/zod-without-eval.ts';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderedState } from '#shared/server-rendered-pages.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes, createAppRouter } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Marks the page as taken over by the app (`<html data-app-ready>`): after hydration a server-rendered
 * page's buttons work. The end-to-end suite waits for it before it clicks; clicks before it are lost.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** The server render's data, when this page came rendered (web/entry-server.tsx). */
function readServerState(): ServerRenderedState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderedState;
  } catch {
    return null;
  }
}

/**
 * Hydration must render exactly what the server did, so the matched routes' code is loaded first
 * (the HTML preloads those chunks, so this waits on no new download).
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const state = readServerState();
  if (!state) {
    createRoot(container!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
          <AppReady />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, state.queries);
  await loadMatchedRoutes();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone's taps and scrolls are answered in between).
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <AppProviders serverRendered>
          <RouterProvider router={createAppRouter(state.router)} />
          <AppReady />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
