import { SERVER_STATE_ELEMENT_ID } from '#shared/server-rendered-pages.ts';

/**
 * Whether what renders now must match the server's HTML: during the server render itself, and in the
 * browser while React hydrates a server-rendered page (web/main.tsx marks the end with
 * `<html data-app-ready>`). A component that draws for the screen it is on starts from the server's
 * choice while this holds, and changes after hydration.
 */
export function isHydrating(): boolean {
  if (typeof document === 'undefined') return true;
  return (
    !document.documentElement.dataset.appReady && document.getElementById(SERVER_STATE_ELEMENT_ID) !== null
  );
}
