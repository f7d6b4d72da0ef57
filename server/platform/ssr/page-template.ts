import { ENTRY_AFTER_PAINT_SCRIPT } from '#shared/entry-after-paint-script.ts';
import { pageHeadTags } from '#shared/page-head-tags.ts';
import { type PageMeta, SERVER_STATE_ELEMENT_ID } from '#shared/server-rendered-pages.ts';

/** The built index.html cut where a server-rendered page goes in. */
export type PageTemplate = { head: string; afterRoot: string };

const ROOT_OPEN = '<div id="root">';
const SHELL = /<div id="root"><!--startup-shell-->[\s\S]*?<!--\/startup-shell--><\/div>/;

/** The entry's module script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Where pageHead names the route's chunks for the starter. */
const STARTER_CHUNKS = ' data-chunks=""';

/**
 * A rendered page starts the app once it has painted (shared/entry-after-paint-script.ts): the
 * entry's module script becomes the inline starter, which fetches and imports the entry and the
 * route's chunks then. It stays where the module script was, before the stylesheet: an inline
 * script after a stylesheet would hold the parser until the stylesheet arrived.
 */
function startEntryAfterPaint(head: string): string {
  return head.replace(
    ENTRY_SCRIPT,
    (_script, src: string) =>
      `<script data-entry="${src}"${STARTER_CHUNKS}>${ENTRY_AFTER_PAINT_SCRIPT}</script>`,
  );
}

/** Splits index.html around #root and its startup shell; null when the markers are missing. */
export function parsePageTemplate(indexHtml: string): PageTemplate | null {
  const shell = SHELL.exec(indexHtml);
  if (!shell || !ENTRY_SCRIPT.test(indexHtml)) return null;
  return {
    head: startEntryAfterPaint(indexHtml.slice(0, shell.index)),
    afterRoot: indexHtml.slice(shell.index + shell[0].length),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON inside <script type="application/json">: only `</script>` (or `<!--`) could end it early, so
 * every `<` is written as its escape; U+2028/9 are escaped too for old parsers. The browser never
 * runs this element (the CSP would refuse it anyway); the app reads it with JSON.parse.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** <title>, description, canonical link and the Open Graph / Twitter tags of one page. */
export function metaTags(meta: PageMeta, origin: string, path: string): string {
  const tags = pageHeadTags(meta, origin, path).map(({ element, attributes }) => {
    const written = attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ');
    return `<${element} ${written} />`;
  });
  return `<title>${escapeHtml(meta.title)}</title>${tags.join('')}`;
}

/**
 * The template's head with the page's own meta in place of the site's, and its route's chunks named
 * for the starter, which preloads them beside the entry after the first paint.
 */
export function pageHead(template: PageTemplate, meta: string, chunks: readonly string[]): string {
  return template.head
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(STARTER_CHUNKS, ` data-chunks="${escapeHtml(chunks.join(' '))}"`)
    .replace('</head>', `${meta}</head>`)
    .concat(ROOT_OPEN);
}

/**
 * index.html for a public page that could not be rendered (a missing artist, the database away):
 * the app starts from it as from any browser-rendered page, and a reader without JavaScript gets the
 * notice in the startup shell, where it would otherwise find only "Loading".
 */
export function failurePage(indexHtml: string, title: string, notice: string): string {
  // Replacer functions: a `$` in the notice (from the page's address) is text, not a pattern.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)} · Easel</title>`)
    .replace(SHELL, (shell) =>
      shell
        // The shell's own word to a reader without script (this page needs JavaScript) gives way to what went wrong.
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
        .replace(/<\/main>(?![\s\S]*<\/main>)/, () => `<noscript>${notice}</noscript></main>`),
    );
}

/** After the rendered page: close #root, then the data the browser hydrates from. */
export function pageTail(template: PageTemplate, state: unknown): string {
  return `</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${embedJson(state)}</script>${template.afterRoot}`;
}
