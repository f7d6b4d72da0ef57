import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEAD_TAGS_SELECTOR } from '#shared/page-head-tags.ts';
import { callApi, registerAccount, storeSession, uniqueSuffix } from './support/accounts.ts';
import { baseURL, openPage, screenshot, viewports } from './support/browser.ts';
import { findCampaignId } from './support/samples.ts';

/*
 * The public pages come rendered from the server (DESIGN.md §1, issue 19): they read, link and
 * preview without JavaScript, and with it the browser hydrates them without asking again for what
 * the HTML already shows.
 */

type PublicPage = { path: string; heading: RegExp; data: RegExp };

let pages: PublicPage[] = [];

beforeAll(async () => {
  const campaignId = await findCampaignId();
  pages = [
    { path: '/', heading: /New work from the Easel community/, data: /\/api\/v1\/feed(\?|$)/ },
    { path: '/campaigns', heading: /Fund Creative Dreams/, data: /\/api\/v1\/campaigns(\?|$)/ },
    {
      path: `/campaigns/${campaignId}`,
      heading: /\S/,
      data: new RegExp(`/api/v1/campaigns/${campaignId}(\\?|$)`),
    },
    { path: '/marketplace', heading: /Original work/, data: /\/api\/v1\/marketplace(\?|$)/ },
    { path: '/discover', heading: /Find artists/, data: /\/api\/v1\/discover(\?|$)/ },
    {
      path: '/artists/maya',
      heading: /Maya Chen/,
      data: /\/api\/v1\/(profiles\/public|media\/artist)\/maya/,
    },
  ];
});

/** A GET with its request target exactly as given. */
function rawGet(path: string): Promise<{ status?: number; location?: string }> {
  return new Promise((resolve, reject) => {
    request(`${baseURL()}/`, { path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

/** API calls the page makes, files (pictures) aside. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/files/')) {
      calls.push(`${url.pathname}${url.search}`);
    }
  });
  return calls;
}

describe('server-rendered pages without JavaScript', () => {
  it('show their content and links, and the links lead to rendered pages', async () => {
    const { page } = await openPage({ javaScript: false, viewport: viewports.mobile });
    for (const { path, heading } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
      expect(await page.locator('main a[href^="/"]').count(), `${path} links`).toBeGreaterThan(0);
      expect(await page.getByText('Loading', { exact: true }).count(), path).toBe(0);
    }
    // A reader follows a link from the feed to an artist, still without JavaScript.
    await page.goto('/');
    // Every artwork of the first page has its picture, not only the first (the rest wait for script otherwise).
    expect(await page.locator('main img[src][alt]:not([alt=""])').count()).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'ssr-home-no-js');
    const artistLink = page.locator('main a[href^="/artists/"]').first();
    const href = await artistLink.getAttribute('href');
    await artistLink.click();
    await page.waitForURL(`**${href}`);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
  });

  it('tell link previews and search engines what each page is', async () => {
    const html = await (await fetch(`${baseURL()}/artists/maya`)).text();
    expect(html).toMatch(/<title>Maya Chen \(@maya\) · Easel<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="Maya Chen \(@maya\) · Easel" \/>/);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/api\/v1\/files\/[^"]+"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const campaign = await (await fetch(`${baseURL()}${pages[2]!.path}`)).text();
    expect(campaign).toMatch(/<meta property="og:type" content="article" \/>/);
  });

  it('answer a missing artist or campaign with 404 and say so, where the browser draws its own page', async () => {
    const { page } = await openPage({ javaScript: false, viewport: viewports.mobile });
    const missing = [`/artists/nobody-${uniqueSuffix()}`, '/campaigns/00000000-0000-4000-8000-000000000000'];
    for (const path of missing) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.title(), path).toBe('Page not found · Easel');
      await expect(page.locator('h1').first().textContent(), path).resolves.toBe('Page not found');
      await expect(
        page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
      ).resolves.toBe('/');
    }
    await screenshot(page, 'ssr-missing-page-no-js');
    // With JavaScript the app starts from the same answer and draws the route's own state.
    const { page: withScript } = await openPage({ viewport: viewports.mobile });
    await withScript.goto(missing[0]!);
    await withScript.getByRole('heading', { name: 'Artist Not Found' }).waitFor();
    expect(await withScript.getByText('Page not found', { exact: true }).count()).toBe(0);
  });

  it('answer an address they cannot read with 400 and say so to a browser, in the wire format to any other client', async () => {
    const { page } = await openPage({ javaScript: false, viewport: viewports.mobile });
    // A broken escape (the router refuses it) and a NUL (the input guard does).
    const unreadable = ['/artists/%E0%A4%A', '/discover?q=%00'];
    for (const path of unreadable) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      // The address answers a browser and any other client differently, and says so to caches.
      expect(response?.headers().vary, path).toBe('Accept, Accept-Encoding');
      expect(await page.title(), path).toBe('This address is not valid · Easel');
      await expect(page.locator('h1').first().textContent(), path).resolves.toBe('This address is not valid');
      await expect(
        page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
      ).resolves.toBe('/');
      // A client that does not ask for HTML (a script, a crawler of the API) reads the error as JSON.
      const answer = await fetch(`${baseURL()}${path}`);
      expect([answer.status, answer.headers.get('content-type')], path).toEqual([
        400,
        'application/json; charset=utf-8',
      ]);
      expect(await answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    await screenshot(page, 'ssr-unreadable-address-no-js');
    // With JavaScript the app starts from the same answer and draws the route's own state.
    const { page: withScript } = await openPage({ viewport: viewports.mobile });
    await withScript.goto(unreadable[0]!);
    await withScript.getByRole('heading', { name: 'Artist Not Found' }).waitFor();
    expect(await withScript.title()).toBe('Artist Not Found · Easel');
  });

  it('send a path that is no page home with a redirect, and leave the pages drawn in the browser to it', async () => {
    for (const path of [`/no-such-page-${uniqueSuffix()}`, '/fixed', '/artists/maya/extra?tab=x']) {
      const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/');
    }
    // Sent as written (fetch would turn `\` into `/`): a URL parser reads `/\host` as another host.
    for (const path of ['/\\evil.example/', '//evil.example/artists/maya']) {
      const answer = await rawGet(path);
      expect([answer.status, answer.location], path).toEqual([302, '/']);
    }
    for (const path of ['/dashboard', '/settings', '/search?q=maya', '/track-booking']) {
      const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"><!--startup-shell-->');
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`say on a page only the browser draws that it needs JavaScript, and lead to the pages that read without it (${name})`, async () => {
      const { page } = await openPage({ javaScript: false, viewport });
      for (const path of ['/settings', '/wallet', '/track-booking']) {
        await page.goto(path);
        await expect(page.locator('h1').first().textContent(), path).resolves.toBe(
          'This page needs JavaScript',
        );
      }
      await screenshot(page, 'no-js-browser-page');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${baseURL()}/`);
      expect(await page.locator('main img[src][alt]:not([alt=""])').count()).toBeGreaterThan(0);
      // With script on, the notice is never drawn: the app replaces the shell with the page.
      const { page: withScript, problems } = await openPage({ viewport });
      await withScript.goto('/track-booking');
      await withScript.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await withScript.getByText('This page needs JavaScript').count()).toBe(0);
      problems.expectNone();
    });
  }
});

/** The head's description, canonical link and preview tags, of the page shown or of an HTML answer. */
function headTags(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    ([source, selector]) => {
      const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
      return [...doc.head.querySelectorAll(selector)].map((tag) => tag.outerHTML).sort();
    },
    [html, PAGE_HEAD_TAGS_SELECTOR] as const,
  );
}

describe('server-rendered pages with JavaScript', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`hydrate without errors and without asking again for what they show (${name})`, async () => {
      const { page, problems } = await openPage({ viewport });
      const calls = recordApiCalls(page);
      for (const { path, heading, data } of pages) {
        calls.length = 0;
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('h1').first().textContent()).resolves.toMatch(heading);
        expect(
          calls.filter((call) => data.test(call)),
          path,
        ).toEqual([]);
      }
      // Hydrated: a client-side navigation works and is not a page load.
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        (window as { stillHere?: boolean }).stillHere = true;
      });
      const artistLink = page.locator('main a[href^="/artists/"]').first();
      const href = (await artistLink.getAttribute('href')) ?? '';
      await artistLink.click();
      await page.waitForURL(`**${href}`);
      await page.locator('h1').first().waitFor();
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
      // The tab's title follows the page the app moved to, and back.
      const name = (await page.locator('h1').first().textContent()) ?? '';
      await expect.poll(() => page.title()).toMatch(/ \(@[^)]+\) · Easel$/);
      expect((await page.title()).startsWith(`${name} (@`)).toBe(true);
      await screenshot(page, 'ssr-artist-after-client-navigation');
      // So does the rest of the head: a share sheet shares the canonical address, a preview reads the
      // rest. It is the head the server sends for that page.
      const artistHead = await headTags(page, await (await fetch(`${baseURL()}${href}`)).text());
      expect(artistHead.join('')).toContain(`<link rel="canonical" href="${baseURL()}${href}">`);
      await expect.poll(() => headTags(page)).toEqual(artistHead);
      await page.goBack();
      await expect.poll(() => page.title()).toBe('New work from the Easel community · Easel');
      const homeHead = await headTags(page, await (await fetch(`${baseURL()}/`)).text());
      await expect.poll(() => headTags(page)).toEqual(homeHead);
      problems.expectNone();
    });
  }

  it('paint before they fetch any script, with their two fonts preloaded, then fetch the entry and the route together', async () => {
    const { page, problems } = await openPage({ viewport: viewports.mobile });
    for (const { path } of pages) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      // Nothing in the HTML makes the browser download JavaScript while it has a page to paint.
      expect(html, path).not.toMatch(/<script[^>]+type="module"|<link[^>]+rel="modulepreload"/);
      // The two fonts of the first paint come beside the stylesheet, and they are the stylesheet's own.
      const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
      expect(fonts, path).toHaveLength(2);
      const stylesheet = /<link rel="stylesheet"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? '';
      const css = await (await fetch(`${baseURL()}${stylesheet}`)).text();
      for (const font of fonts) expect(css).toContain(font);

      await page.goto(path, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
        fonts: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.woff2')),
        named:
          document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.chunks?.split(' ') ?? [],
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      }));
      // The preloaded files are the ones the text is set in: no other font file is fetched.
      expect(timing.fonts.sort(), path).toEqual([...fonts].sort());
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.paint);
      expect(timing.named.length, path).toBeGreaterThan(0);
      expect(timing.preloaded, path).toEqual(expect.arrayContaining(timing.named));
    }
    problems.expectNone();
  });

  it('act on a button tapped before the app has started, once it has', async () => {
    const { page, problems } = await openPage({ viewport: viewports.mobile });
    // The app's entry is held back, as on a slow connection: the page is painted and its buttons show.
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The frame's own goto: the page's goto waits for the app (support/browser.ts), which is held.
    await page.mainFrame().goto('/');
    const like = page.getByRole('button', { name: /^Like / }).first();
    await like.click();
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
    release();
    // The visitor is asked to sign in, as a Like tapped on a started page would.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    problems.expectNone();
  });

  it("embed what people write as data, never as script, and fill in a signed-in visitor's bits after hydration", async () => {
    const artist = await registerAccount();
    const bio = `Glazes </script><script>window.__pwned = true</script> & kilns ${uniqueSuffix()}`;
    await callApi('/profiles', { body: { bio }, token: artist.token });
    const { page, problems } = await openPage();
    await page.goto(`/artists/${artist.username}`, { waitUntil: 'networkidle' });
    await page.getByText(bio).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // The HTML is the same for everyone; the stored session takes over once the page is hydrated.
    await storeSession(page, artist.token, artist.user);
    // Not 'networkidle': a signed-in page keeps its notification stream open.
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await header.getByRole('button', { name: 'Join as Creator' }).count()).toBe(0);
    problems.expectNone();
  });

  it('hydrate a page that shows an emoji where a name or a bio is cut, as the server drew it', async () => {
    // An avatar's initials and a card's excerpt cut what people wrote; half an emoji is drawn as
    // itself by the browser and as U+FFFD by the server, and the page would not hydrate.
    const artist = await registerAccount({ name: `🎨🎨 ${uniqueSuffix()} Studio` });
    await callApi('/profiles', { body: { bio: '🌊'.repeat(300) }, token: artist.token });
    const { page, problems } = await openPage({ viewport: viewports.mobile });
    await page.goto(`/artists/${artist.username}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
    expect(await page.locator('main').getByText('🎨S', { exact: true }).count()).toBeGreaterThan(0);
    problems.expectNone();
  });

  it('show a change on the next load: a write drops the pages the server keeps', async () => {
    const artist = await registerAccount();
    const pageText = async () => {
      const response = await fetch(`${baseURL()}/artists/${artist.username}`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const before = `Porcelain ${uniqueSuffix()}`;
    const after = `Stoneware ${uniqueSuffix()}`;
    const created = await callApi<{ data: { id: string } }>('/profiles', {
      body: { bio: before },
      token: artist.token,
    });
    // Twice: the second answer is the kept page.
    expect(await pageText()).toContain(before);
    expect(await pageText()).toContain(before);
    await callApi(`/profiles/${created.data.id}`, {
      method: 'PUT',
      body: { bio: after },
      token: artist.token,
    });
    const html = await pageText();
    expect(html).toContain(after);
    expect(html).not.toContain(before);
  });
});
