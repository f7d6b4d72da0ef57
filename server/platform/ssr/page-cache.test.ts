import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageCache, invalidateOnWrites, type RenderedHtml } from './page-cache.ts';

const page = (html: string): RenderedHtml => ({ status: 200, html: Buffer.from(html) });

function setup(ttlMs = 5_000, maxEntries = 10) {
  let clock = 1_000;
  const cache = createPageCache({ ttlMs, maxEntries, now: () => clock });
  let renders = 0;
  const render = (html: string) => async () => {
    renders += 1;
    return page(html);
  };
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const htmlOf = (result: RenderedHtml | null) => result?.html.toString();

describe('the page cache', () => {
  it('answers a kept page without rendering again, until it is older than its time to live', async () => {
    const { cache, render, renders, advance } = setup();
    expect(htmlOf(await cache.page('/', render('one')))).toBe('one');
    advance(4_999);
    expect(htmlOf(await cache.page('/', render('two')))).toBe('one');
    expect(renders()).toBe(1);
    advance(1);
    expect(htmlOf(await cache.page('/', render('three')))).toBe('three');
    expect(renders()).toBe(2);
  });

  it('drops every page when invalidated, and never keeps a render a write overtook', async () => {
    const { cache, render, renders } = setup();
    await cache.page('/', render('old'));
    await cache.page('/campaigns', render('old list'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(htmlOf(await cache.page('/', render('new')))).toBe('new');

    let finish: (value: RenderedHtml) => void = () => undefined;
    const slow = cache.page('/marketplace', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(page('rendered before the write'));
    expect(htmlOf(await slow)).toBe('rendered before the write');
    expect(htmlOf(await cache.page('/marketplace', render('after the write')))).toBe('after the write');
    expect(renders()).toBe(4);
  });

  it('shares one render among concurrent misses of a page', async () => {
    const { cache } = setup();
    let count = 0;
    const render = async () => {
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page('shared');
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.page('/', render)));
    expect(answers.map(htmlOf)).toEqual(Array(5).fill('shared'));
    expect(count).toBe(1);
  });

  it('keeps no fallback, and lets a failed render fail every request that shared it, then renders again', async () => {
    const { cache, render } = setup();
    expect(await cache.page('/artists/nobody', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    const failing = cache.page('/', async () => {
      throw new Error('database down');
    });
    await expect(failing).rejects.toThrow('database down');
    expect(htmlOf(await cache.page('/', render('back')))).toBe('back');
  });

  it('keeps at most its number of pages, dropping the least recently used', async () => {
    const { cache, render, renders } = setup(5_000, 2);
    await cache.page('/a', render('a'));
    await cache.page('/b', render('b'));
    await cache.page('/a', render('a again'));
    await cache.page('/c', render('c'));
    expect(cache.size).toBe(2);
    expect(htmlOf(await cache.page('/a', render('a later')))).toBe('a');
    expect(htmlOf(await cache.page('/b', render('b later')))).toBe('b later');
    expect(renders()).toBe(4);
  });

  it('compresses a kept page once per encoding', async () => {
    const { cache, render } = setup();
    const kept = await cache.page('/', render('<p>hello</p>'.repeat(50)));
    if (!kept) throw new Error('expected a page');
    const first = cache.encoded(kept, 'gzip');
    expect(cache.encoded(kept, 'gzip')).toBe(first);
    expect(gunzipSync(await first).toString()).toBe('<p>hello</p>'.repeat(50));
  });
});

describe('invalidateOnWrites', () => {
  async function appWithCache() {
    let invalidations = 0;
    let announcements = 0;
    const app = Fastify();
    app.addHook(
      'onRoute',
      invalidateOnWrites({ invalidate: () => (invalidations += 1) }, () => (announcements += 1)),
    );
    app.get('/read', async () => ({ ok: true }));
    app.post('/write', async (request, reply) =>
      reply.code((request.body as { code: number }).code).send({}),
    );
    app.route({ method: ['GET', 'DELETE'], url: '/both', handler: async () => ({}) });
    await app.ready();
    return { app, invalidations: () => invalidations, announcements: () => announcements };
  }

  it('clears the pages after a successful write, and tells the other instances, never after a read or a refused write', async () => {
    const { app, invalidations, announcements } = await appWithCache();
    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'POST', url: '/write', payload: { code: 422 } });
    expect(invalidations()).toBe(0);
    await app.inject({ method: 'POST', url: '/write', payload: { code: 201 } });
    expect(invalidations()).toBe(1);
    await app.inject({ method: 'GET', url: '/both' });
    expect(invalidations()).toBe(1);
    await app.inject({ method: 'DELETE', url: '/both' });
    expect(invalidations()).toBe(2);
    expect(announcements()).toBe(2);
    await app.close();
  });
});
