import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistProfiles } from '#server/domains/artists/tables.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import type { ListingPage } from '#shared/schemas/marketplace.ts';

describe('GET /marketplace answers each page from one statement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const artist = await createTestUser(t.database, { role: 'artist' });
    await t.database.db.insert(artistProfiles).values({ userId: artist.id, category: 'sculpture' });
    for (let i = 1; i <= 5; i++)
      await insertMedia(t.database, artist.id, { title: `Work ${i}`, priceMacs: i * 100 });
  });
  afterAll(async () => t.close());

  it.each([
    '/marketplace?sort=newest&page=1',
    '/marketplace?sort=popular&page=2&limit=2',
    '/marketplace?sort=price_asc&category=sculpture&minPrice=2&maxPrice=4',
  ])('%s', async (url) => {
    let body = {} as ListingPage;
    const statements = await countStatements(t.database, async () => {
      body = (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();
    });
    expect(statements).toBe(1);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });
});
