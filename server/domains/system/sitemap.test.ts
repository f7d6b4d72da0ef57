import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMedia, createTestArtist } from '#server/domains/artists/test-artists.ts';
import { users } from '#server/domains/auth/tables.ts';
import { campaigns, campaignUpdates } from '#server/domains/campaigns/tables.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { SITEMAP_RATE_LIMIT } from './sitemap-routes.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const profileEdited = new Date('2025-01-10T09:00:00Z');
const newestWork = new Date('2025-02-01T12:00:00Z');
const campaignUpdated = new Date('2025-02-03T08:00:00Z');
const campaignNews = new Date('2025-02-05T10:30:00Z');

async function insertCampaign(
  artistId: string,
  title: string,
  extra: Partial<typeof campaigns.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      artistId,
      title,
      description: 'd',
      targetCents: 100_000,
      deadline: new Date(Date.now() + 9e8),
      ...extra,
    })
    .returning({ id: campaigns.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const maya = await createTestArtist(t.database, { username: 'maya' }, { updatedAt: profileEdited });
  await addTestMedia(t.database, maya.id, [
    { title: 'Older', createdAt: new Date('2025-01-05T00:00:00Z') },
    { title: 'Newest', createdAt: newestWork },
    // Neither a draft nor hidden work is what everyone sees, so neither dates the page.
    { title: 'Draft', published: false, createdAt: new Date('2025-03-01T00:00:00Z') },
    { title: 'Hidden', hiddenAt: new Date(), createdAt: new Date('2025-03-02T00:00:00Z') },
  ]);
  const quiet = await createTestArtist(t.database, { username: 'quiet_one' }, { updatedAt: profileEdited });
  const suspended = await createTestArtist(t.database, { username: 'gone_artist' });
  await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
  // An account whose artist profile was removed is a supporter again: no artist page.
  await createTestUser(t.database, { username: 'former_artist', role: 'user' });

  ids.open = await insertCampaign(maya.id, 'Open', { updatedAt: campaignUpdated });
  await t.database.db
    .insert(campaignUpdates)
    .values({ campaignId: ids.open, body: 'News', createdAt: campaignNews });
  ids.plain = await insertCampaign(quiet.id, 'Plain', { updatedAt: campaignUpdated });
  ids.hidden = await insertCampaign(maya.id, 'Hidden', { hiddenAt: new Date(), hiddenReason: 'spam' });
  ids.ofSuspended = await insertCampaign(suspended.id, 'Of a suspended artist');
});
afterAll(async () => t.close());

/** Each `<url>` as loc → lastmod ('' when it has none). */
function readSitemap(xml: string): Map<string, string> {
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  return new Map(urls.map((match) => [match[1]!, match[2] ?? '']));
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages with absolute URLs and when each last changed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const site = 'http://easel.test';
    expect(Object.fromEntries(readSitemap(res.body))).toEqual({
      // The listings changed when the newest of what they show did.
      [`${site}/`]: newestWork.toISOString(),
      [`${site}/campaigns`]: campaignNews.toISOString(),
      [`${site}/marketplace`]: newestWork.toISOString(),
      [`${site}/discover`]: newestWork.toISOString(),
      // An artist's page: the profile or the newest public work, whichever is later.
      [`${site}/artists/maya`]: newestWork.toISOString(),
      [`${site}/artists/quiet_one`]: profileEdited.toISOString(),
      // A campaign's page: the campaign or its newest update.
      [`${site}/campaigns/${ids.open}`]: campaignNews.toISOString(),
      [`${site}/campaigns/${ids.plain}`]: campaignUpdated.toISOString(),
    });
  });

  it('leaves out a suspended artist, a removed profile, a hidden campaign and a suspended artist’s campaign', async () => {
    const { body } = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const absent of ['gone_artist', 'former_artist', ids.hidden!, ids.ofSuspended!]) {
      expect(body).not.toContain(absent);
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the API and the signed-in areas, and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        // The artworks' files stay findable in image search; the rest of the API does not.
        'Allow: /api/v1/files/',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /settings',
        'Disallow: /wallet',
        'Disallow: /admin',
        '',
        'Sitemap: http://easel.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('rate limits', () => {
  it.each(['/sitemap.xml', '/robots.txt'])(
    'limits %s per client, although it is outside the API',
    async (url) => {
      // A client address of its own, so the other tests' requests do not count.
      const remoteAddress = url === '/sitemap.xml' ? '10.9.0.1' : '10.9.0.2';
      for (let i = 0; i < SITEMAP_RATE_LIMIT; i++) {
        expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode).toBe(200);
      }
      const refused = await t.app.inject({ method: 'GET', url, remoteAddress });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another client is not held back by this one.
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.3' })).statusCode).toBe(200);
    },
  );
});
