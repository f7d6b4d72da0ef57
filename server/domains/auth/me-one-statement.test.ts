import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '#server/test/count-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser, type TestUser } from '#server/test/users.ts';

describe('GET /auth/me is one statement', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser(t.database, { name: 'Ada Lovelace' });
  });
  afterAll(async () => t.close());

  const me = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });

  it('answers from the session lookup, which reads the account in the same statement', async () => {
    await me(); // a first request may refresh the session's sliding expiry
    let body: unknown;
    const statements = await countStatements(t.database, async () => {
      body = (await me()).json();
    });
    expect(statements).toBe(1);
    expect(body).toMatchObject({
      success: true,
      user: { id: user.id, name: 'Ada Lovelace', email: user.email },
    });
  });

  it('reads the account afresh on every request, so a change shows at once', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { name: 'Ada King' },
    });
    expect((await me()).json().user.name).toBe('Ada King');
  });

  it('still answers 401 to an unknown token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
