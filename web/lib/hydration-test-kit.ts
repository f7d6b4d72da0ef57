import { SERVER_STATE_ELEMENT_ID } from '#shared/server-rendered-pages.ts';

/**
 * Runs `body` as on a server-rendered page that is being hydrated: the server's state element is in
 * the document and the app has not said it is ready (see isHydrating).
 */
export async function asServerRenderedPage(body: () => Promise<void>): Promise<void> {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_STATE_ELEMENT_ID;
  document.body.append(state);
  try {
    await body();
  } finally {
    state.remove();
  }
}
