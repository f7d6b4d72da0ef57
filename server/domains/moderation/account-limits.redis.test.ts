import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { insertMedia } from '#server/domains/media/media-test-kit.ts';
import { createContext } from '#server/platform/bootstrap.ts';
import type { AppInstance } from '#server/platform/context.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';

// Needs a real Redis (TEST_REDIS_URL): two instances on one database count one account together.
let first: TestApp;
let second: AppInstance;
let fan: TestUser;

beforeAll(async () => {
  first = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL!, LIMIT_COMMENTS_PER_HOUR: '3' });
  second = await buildApp(createContext(first.config, first.database));
  await second.ready();
  fan = await createTestUser(first.database);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('refuses the fourth comment of the hour whichever instance receives it', async () => {
  const artist = await createTestUser(first.database, { role: 'artist' });
  const artwork = await insertMedia(first.database, artist.id, { title: 'Salt glaze' });
  const comment = (app: AppInstance) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/media/${artwork.id}/comments`,
      headers: bearer(fan),
      payload: { body: 'Lovely' },
    });
  for (const app of [first.app, second, first.app]) expect((await comment(app)).statusCode).toBe(201);
  const refused = await comment(second);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^You have reached the limit of 3 comments an hour/);
});
