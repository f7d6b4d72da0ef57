import { useState } from 'react';
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

/**
 * Whether this component was first drawn as part of the server's HTML (in the server render, or
 * hydrating it in the browser). It keeps that answer for its life: one mounted later (after a client
 * navigation, or a later page of a list) answers false.
 */
export function useDrawnByServer(): boolean {
  const [drawnByServer] = useState(isHydrating);
  return drawnByServer;
}
