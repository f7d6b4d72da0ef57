import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { bearer, createTestUser, type TestUser } from '#server/test/users.ts';
import { call, expectNoSecrets, expectRefused } from './auth-test-kit.ts';
import { users } from './tables.ts';

const publicKeys = ['avatarUrl', 'createdAt', 'id', 'name', 'role', 'username', 'verified'];
const ownKeys = [
  ...publicKeys,
  'email',
  'emailVerified',
  'pendingEmail',
  'emailNotifications',
  'pushNotifications',
].sort();

describe('/user routes', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await createTestUser(t.database);
    bob = await createTestUser(t.database, { role: 'artist' });
  });
  afterAll(async () => t.close());

  it('GET /user returns the signed-in user in the owner shape', async () => {
    const res = await call(t, 'GET', '/user', undefined, bearer(ada));
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(Object.keys(res.json().user).sort()).toEqual(ownKeys);
    expect(res.json().user).toMatchObject({ id: ada.id, email: ada.email, username: ada.username });
    expectNoSecrets(res.body);
  });

  it('GET /user answers 401 when signed out', async () => {
    await expectRefused(t, () => call(t, 'GET', '/user'), 401, 'Please sign in to continue');
  });

  it("GET /user/{id} shows another user's public fields only, never the e-mail", async () => {
    const res = await call(t, 'GET', `/user/${bob.id}`, undefined, bearer(ada));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().user).sort()).toEqual(publicKeys);
    expect(res.json().user).toMatchObject({ id: bob.id, username: bob.username, role: 'artist' });
    expect(res.body).not.toContain(bob.email);
    expectNoSecrets(res.body);
  });

  it('GET /user/{id} shows the public fields to a visitor who is not signed in', async () => {
    const res = await call(t, 'GET', `/user/${ada.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().user).sort()).toEqual(publicKeys);
  });

  it("GET /user/{id} with the caller's own id includes e-mail and preferences", async () => {
    const res = await call(t, 'GET', `/user/${ada.id}`, undefined, bearer(ada));
    expect(Object.keys(res.json().user).sort()).toEqual(ownKeys);
    expect(res.json().user.email).toBe(ada.email);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'])(
    'GET /user/%s answers 404 "User not found"',
    async (id) => {
      const res = await expectRefused(
        t,
        () => call(t, 'GET', `/user/${id}`, undefined, bearer(ada)),
        404,
        'User not found',
      );
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );

  it('PUT /user/{id} changes the caller’s own editable fields', async () => {
    const res = await call(
      t,
      'PUT',
      `/user/${ada.id}`,
      { name: 'Ada Byron', emailNotifications: false },
      bearer(ada),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: ada.id, name: 'Ada Byron', emailNotifications: false });
  });

  it('PUT /user/{id} ignores role, verified, id and balance in the body', async () => {
    const res = await call(
      t,
      'PUT',
      `/user/${ada.id}`,
      {
        name: 'Ada B',
        role: 'admin',
        verified: true,
        id: bob.id,
        balance: 500,
        avatarUrl: 'http://evil.test/x.png',
      },
      bearer(ada),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.id));
    expect(row).toMatchObject({ id: ada.id, name: 'Ada B', role: 'user', verified: false, avatarUrl: null });
  });

  it("PUT /user/{id} on someone else's account is 403 and changes nothing", async () => {
    const res = await expectRefused(
      t,
      () => call(t, 'PUT', `/user/${bob.id}`, { name: 'Hijacked' }, bearer(ada)),
      403,
      'You can only change your own account',
    );
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('PUT /user/{id} with a malformed id is refused, never a 500', async () => {
    await expectRefused(t, () => call(t, 'PUT', '/user/not-a-uuid', { name: 'Whoever' }, bearer(ada)), 403);
  });

  it('PUT /user/{id} answers 401 when signed out', async () => {
    await expectRefused(
      t,
      () => call(t, 'PUT', `/user/${ada.id}`, { name: 'Nobody' }),
      401,
      'Please sign in to continue',
    );
  });

  it('PUT /user/{id} refuses a taken username with 409 and a bad one with its message', async () => {
    await expectRefused(
      t,
      () => call(t, 'PUT', `/user/${ada.id}`, { username: bob.username.toUpperCase() }, bearer(ada)),
      409,
      'This username is already taken',
    );
    await expectRefused(
      t,
      () => call(t, 'PUT', `/user/${ada.id}`, { username: 'x' }, bearer(ada)),
      400,
      'Username must be at least 3 characters',
    );
  });
});
