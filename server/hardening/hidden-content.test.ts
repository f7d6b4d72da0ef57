import { afterAll, beforeAll, expect, it } from 'vitest';
import { addTestMedia, createTestArtist } from '#server/domains/artists/test-artists.ts';
import { insertCampaign } from '#server/domains/campaigns/contribution-test-kit.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { listOperations, type Operation } from './openapi-fuzz.ts';

/**
 * Hidden content and suspended accounts are gone from every public answer (issue 17, item 3):
 * every GET of the OpenAPI document is called, as a visitor and as another user, with every id a
 * hidden or suspended thing has, and with searches that match their titles. None may name them.
 */
const MARK = 'qzxhidden';
let t: TestApp;
let operator: TestUser;
let viewer: TestUser;
let gets: Operation[];
const visible: Record<string, string> = {};
const gone: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  gets = listOperations((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).filter(
    (op) =>
      op.method === 'GET' &&
      !op.path.includes('/admin/') &&
      !op.path.includes('stream') &&
      !op.path.includes('/files/'),
  );
  operator = await createTestUser(t.database, { role: 'admin' });
  viewer = await createTestUser(t.database);
  const artist = await createTestArtist(t.database, { name: 'Open Studio' });
  const [shown, hidden] = await addTestMedia(t.database, artist.id, [
    { title: 'Lantern in daylight', priceMacs: 300 },
    { title: `Lantern ${MARK} one`, priceMacs: 300 },
  ]);
  visible.artwork = shown!;
  gone.artwork = hidden!;
  gone.campaign = await insertCampaign(t, artist.id, { title: `Lantern ${MARK} fund` });
  const suspended = await createTestArtist(t.database, { name: `Sora ${MARK}`, username: `sora_${MARK}` });
  const [theirs] = await addTestMedia(t.database, suspended.id, [
    { title: `Lantern ${MARK} two`, priceMacs: 300 },
  ]);
  gone.suspendedArtwork = theirs!;
  gone.suspendedCampaign = await insertCampaign(t, suspended.id, { title: `Lantern ${MARK} roof` });
  gone.suspended = suspended.id;

  const act = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(operator), payload: body });
  for (const [targetType, targetId] of [
    ['artwork', gone.artwork],
    ['campaign', gone.campaign],
  ] as const) {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: bearer(viewer),
      payload: { targetType, targetId, reason: 'spam' },
    });
    const res = await act('/admin/reports/decide', {
      targetType,
      targetId,
      decision: 'hide',
      reason: 'Spam',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await act(`/admin/users/${suspended.id}/suspend`, { reason: 'Stolen work' })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => t?.close());

function urlsOf(op: Operation): string[] {
  const search = new URLSearchParams();
  for (const p of op.queryParams) {
    if (['q', 'query', 'search'].includes(p.name)) search.set(p.name, 'Lantern');
  }
  const query = search.size ? `?${search}` : '';
  if (op.pathParams.length === 0) return [`${op.path}${query}`];
  const candidates = [...Object.values(gone), `sora_${MARK}`];
  return candidates.map((value) => `${op.path.replace(/\{\w+\}/g, encodeURIComponent(value))}${query}`);
}

it('walks every public read, and none names hidden content or a suspended account', async () => {
  expect(gets.length).toBeGreaterThan(40);
  const seenVisible: string[] = [];
  for (const op of gets) {
    for (const url of urlsOf(op)) {
      for (const who of [null, viewer]) {
        const res = await t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(res.body, `${url} as ${who ? 'a user' : 'a visitor'}`).not.toContain(MARK);
        for (const id of Object.values(gone)) expect(res.body, `${url} names ${id}`).not.toContain(id);
        if (res.body.includes(visible.artwork!)) seenVisible.push(op.key);
      }
    }
  }
  // The same lists do show the visible artwork: the walk reached them.
  expect(new Set(seenVisible).size).toBeGreaterThanOrEqual(5);
}, 120_000);
