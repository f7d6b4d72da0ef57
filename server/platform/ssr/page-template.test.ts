import { describe, expect, it } from 'vitest';
import { ENTRY_AFTER_PAINT_SCRIPT } from '#shared/entry-after-paint-script.ts';
import { SERVER_STATE_ELEMENT_ID } from '#shared/server-rendered-pages.ts';
import { embedJson, failurePage, metaTags, pageHead, pageTail, parsePageTemplate } from './page-template.ts';
import { routePreloads } from './route-preloads.ts';

const indexHtml = [
  '<!doctype html><html><head><title>Easel</title><meta name="description" content="site" />',
  '<script type="module" crossorigin src="/assets/index.js"></script></head><body>',
  '<div id="root"><!--startup-shell--><p>Loading</p><!--/startup-shell--></div></body></html>',
].join('');

describe('the page template', () => {
  const template = parsePageTemplate(indexHtml)!;

  it('cuts index.html around the startup shell, which the rendered page replaces', () => {
    expect(template.head).not.toContain('Loading');
    expect(template.afterRoot).toBe('</body></html>');
    expect(parsePageTemplate('<html><body><div id="root"></div></body></html>')).toBeNull();
  });

  it('starts the app once the page has painted: nothing is fetched before, the inline starter imports the entry', () => {
    expect(template.head).not.toContain('type="module"');
    expect(template.head).not.toContain('rel="modulepreload"');
    expect(template.head).toContain(
      `<script data-entry="/assets/index.js" data-chunks="">${ENTRY_AFTER_PAINT_SCRIPT}</script>`,
    );
  });

  it("puts the page's own title and description in place of the site's, and names its chunks for the starter", () => {
    const meta = metaTags(
      {
        title: 'Maya <3 · Easel',
        description: 'Clay & "ash"',
        image: '/api/v1/files/media/a.webp',
        type: 'profile',
      },
      'https://easel.example',
      '/artists/maya',
    );
    const head = pageHead(template, meta, ['/assets/artist.js', '/assets/icons.js']);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Maya &lt;3 · Easel</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('content="Clay &amp; &quot;ash&quot;"');
    // Link previews need absolute addresses.
    expect(head).toContain(
      '<meta property="og:image" content="https://easel.example/api/v1/files/media/a.webp" />',
    );
    expect(head).toContain('<link rel="canonical" href="https://easel.example/artists/maya" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain(
      '<script data-entry="/assets/index.js" data-chunks="/assets/artist.js /assets/icons.js">',
    );
    expect(head).not.toContain('rel="modulepreload"');
    expect(head.endsWith('<div id="root">')).toBe(true);
  });

  it('a page without a picture gets the small card and no image tags', () => {
    const meta = metaTags(
      { title: 'Discover', description: 'd', image: null, type: 'website' },
      'http://x',
      '/discover',
    );
    expect(meta).toContain('content="summary"');
    expect(meta).not.toContain('og:image');
  });

  it('embeds the data as JSON that no text inside it can end early', () => {
    const hostile = { bio: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const tail = pageTail(template, hostile);
    const open = `id="${SERVER_STATE_ELEMENT_ID}">`;
    const json = tail.slice(tail.indexOf(open) + open.length, tail.indexOf('</script>'));
    expect(tail.startsWith(`</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`)).toBe(
      true,
    );
    // The only </script> is the element's own end, and the data reads back unchanged.
    expect(tail.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(json)).toEqual(hostile);
    expect(embedJson('<')).toBe('"\\u003c"');
  });
});

describe('the page of a public page that could not be rendered', () => {
  const withMain = [
    '<!doctype html><html><head><title>Easel</title></head><body>',
    '<div id="root"><!--startup-shell--><header>E</header><main><p>Loading</p></main><!--/startup-shell--></div>',
    '<main>not the shell</main><script type="module" crossorigin src="/assets/index.js"></script></body></html>',
  ].join('');

  it("puts the failure's notice in place of the shell's own word to readers without script, not beside it", () => {
    const shell = withMain.replace(
      '</main><!--/startup-shell-->',
      '<noscript><h1>Needs JavaScript</h1></noscript></main><!--/startup-shell-->',
    );
    const page = failurePage(shell, 'Page not found', '<h1>Page not found</h1>');
    expect(page).toContain(
      '<main><p>Loading</p><noscript><h1>Page not found</h1></noscript></main><!--/startup-shell-->',
    );
    expect(page).not.toContain('Needs JavaScript');
  });

  it("is index.html with the failure's title, and its notice inside the shell's main, for readers without script", () => {
    const page = failurePage(withMain, 'Page <not> found', '<h1>Page not found</h1>');
    expect(page).toContain('<title>Page &lt;not&gt; found · Easel</title>');
    expect(page).toContain(
      '<main><p>Loading</p><noscript><h1>Page not found</h1></noscript></main><!--/startup-shell-->',
    );
    expect(page).toContain('<main>not the shell</main>');
    // The app still starts from it: the entry's module script is where it was.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("keeps a `$` in the notice as text (the page's address can hold one)", () => {
    const page = failurePage(withMain, 'Unavailable', `<a href="/x?$&amp;$'">Try again</a>`);
    expect(page).toContain(`<noscript><a href="/x?$&amp;$'">Try again</a></noscript>`);
  });
});

describe('the route preloads', () => {
  const manifest = {
    'main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_kit.js'] },
    '_kit.js': { file: 'assets/kit.js' },
    '_icons.js': { file: 'assets/icons.js' },
    'app/routes/feed.tsx': { file: 'assets/feed.js', imports: ['_kit.js', '_icons.js'] },
  };

  it("are the route's chunk and what it imports, less what the entry already loads", () => {
    expect(routePreloads(manifest, 'app/routes/feed.tsx')).toEqual(['/assets/feed.js', '/assets/icons.js']);
    expect(routePreloads(manifest, 'app/routes/unknown.tsx')).toEqual([]);
  });
});
