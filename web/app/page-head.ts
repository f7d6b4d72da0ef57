import type { QueryClient } from '@tanstack/react-query';
import {
  browserPageHeadTags,
  type HeadTag,
  PAGE_HEAD_TAGS_SELECTOR,
  pageHeadTags,
} from '#shared/page-head-tags.ts';
import { serverRenderedPage } from '#shared/server-rendered-pages.ts';
import { pageMetaFor } from './page-meta.ts';

/*
 * The head the server would send for the page shown, written as the app moves between pages. The
 * server writes the first page's; without this, its canonical link stayed on every page after it,
 * and a phone's share sheet (which shares the canonical address) shared the first page instead of
 * the one on screen. Loaded on the first move, so the first page's chunks carry no descriptions.
 */

function element({ element, attributes }: HeadTag): HTMLElement {
  const node = document.createElement(element);
  for (const [name, value] of attributes) node.setAttribute(name, value);
  return node;
}

/** Writes the page's description, canonical link and preview tags, from what its loaders have cached. */
export function writePageHead(pathname: string, search: string, client: QueryClient): void {
  const meta = pageMetaFor(pathname, search, client);
  const tags = serverRenderedPage(pathname)
    ? pageHeadTags(meta, window.location.origin, pathname)
    : browserPageHeadTags(meta);
  const wanted = tags.map(element);
  const present = [...document.head.querySelectorAll(PAGE_HEAD_TAGS_SELECTOR)];
  // The cache changes far more often than what the head says; only a change is written.
  const html = (nodes: Element[]) => nodes.map((node) => node.outerHTML).join('');
  if (html(present) === html(wanted)) return;
  for (const old of present) old.remove();
  document.head.append(...wanted);
}
