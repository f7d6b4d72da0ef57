import type { PageMeta } from './server-rendered-pages.ts';

/** One element of a page's head that says what the page is: a meta tag or the canonical link. */
export type HeadTag = { element: 'meta' | 'link'; attributes: readonly (readonly [string, string])[] };

/**
 * Every element pageHeadTags can write, so the app can take a previous page's out before it puts
 * the next one's in.
 */
export const PAGE_HEAD_TAGS_SELECTOR =
  'meta[name="description"],link[rel="canonical"],meta[property^="og:"],meta[name^="twitter:"]';

const named = (name: string, content: string): HeadTag => ({
  element: 'meta',
  attributes: [
    ['name', name],
    ['content', content],
  ],
});

const property = (name: string, content: string): HeadTag => ({
  element: 'meta',
  attributes: [
    ['property', name],
    ['content', content],
  ],
});

/** A path on this host becomes absolute (link previews need absolute image URLs). */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A public page's description, canonical link and Open Graph / Twitter tags (its title goes apart).
 * The server writes them into the page it sends; the app writes them again as it moves between
 * pages, because a share sheet shares the canonical address and a preview reads the rest.
 */
export function pageHeadTags(meta: PageMeta, origin: string, path: string): HeadTag[] {
  const image = meta.image ? absolute(origin, meta.image) : null;
  const url = absolute(origin, path);
  const tags: HeadTag[] = [
    named('description', meta.description),
    {
      element: 'link',
      attributes: [
        ['rel', 'canonical'],
        ['href', url],
      ],
    },
    property('og:site_name', 'Easel'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  ];
  if (image) tags.push(property('og:image', image), named('twitter:image', image));
  return tags;
}

/** A page drawn only in the browser says no more than index.html does: the site's description. */
export function browserPageHeadTags(meta: PageMeta): HeadTag[] {
  return [named('description', meta.description)];
}
