import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { auth, call, expectNoSecrets, expectRefused, type Registered, signUp } from './auth-test-kit.ts';
import { users } from './tables.ts';

describe('GET and PUT /auth/me', () => {
  let t: TestApp;
  let ada: Registered;
  let bob: Registered;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ada = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(async () => t.close());

  const putMe = (body: Record<string, unknown>, token = ada.token) =>
    call(t, 'PUT', '/auth/me', body, auth(token));

  it('returns the signed-in user with e-mail and preferences', async () => {
    const res = await call(t, 'GET', '/auth/me', undefined, auth(ada.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: ada.user.id,
      email: ada.user.email,
      emailNotifications: true,
      pushNotifications: true,
    });
    expectNoSecrets(res.body);
  });

  it('answers 401 without a session', async () => {
    await expectRefused(t, () => call(t, 'GET', '/auth/me'), 401, 'Please sign in to continue');
    await expectRefused(
      t,
      () => call(t, 'PUT', '/auth/me', { name: 'Nobody' }),
      401,
      'Please sign in to continue',
    );
  });

  it('saves the settings fields, normalising username and the new e-mail, which waits for its link', async () => {
    const suffix = Date.now().toString(36);
    const res = await putMe({
      name: '  Ada King ',
      username: ` Countess_${suffix} `,
      email: ` Ada.King.${suffix}@Example.com`,
      currentPassword: ada.password,
      emailNotifications: false,
      pushNotifications: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Ada King',
      username: `countess_${suffix}`,
      email: ada.user.email,
      pendingEmail: `ada.king.${suffix}@example.com`,
      emailNotifications: false,
      pushNotifications: false,
    });
    const again = await call(t, 'GET', '/auth/me', undefined, auth(ada.token));
    expect(again.json().user).toEqual(res.json().user);
    ada.user.username = res.json().user.username;
  });

  it('changes only the fields sent', async () => {
    const before = (await call(t, 'GET', '/auth/me', undefined, auth(ada.token))).json().user;
    const res = await putMe({ pushNotifications: true });
    expect(res.json().user).toEqual({ ...before, pushNotifications: true });
  });

  it('never changes role, verified, id, password hash or balance, whatever the body says', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.id, ada.user.id));
    const res = await putMe({
      role: 'admin',
      verified: true,
      id: '00000000-0000-4000-8000-000000000001',
      passwordHash: 'x',
      balance: 99_999,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, ada.user.id));
    expect(after).toMatchObject({
      id: before?.id,
      role: 'user',
      verified: false,
      passwordHash: before?.passwordHash,
      createdAt: before?.createdAt,
    });
  });

  it('refuses a username or e-mail that belongs to someone else with 409', async () => {
    await expectRefused(
      t,
      () => putMe({ username: bob.user.username.toUpperCase() }),
      409,
      'This username is already taken',
    );
    await expectRefused(
      t,
      () => putMe({ email: bob.user.email.toUpperCase(), currentPassword: ada.password }),
      409,
      'An account with this email already exists',
    );
  });

  it('accepts the caller’s own username and e-mail unchanged', async () => {
    const res = await putMe({ username: ada.user.username, email: ada.user.email });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '  ' }, 'Name is required'],
    [{ username: 'no spaces' }, 'Username may only contain letters, numbers and underscores'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ emailNotifications: 'no' }, 'Email notifications must be true or false'],
    [{ pushNotifications: 1 }, 'Push notifications must be true or false'],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    await expectRefused(t, () => putMe(body), 400, message);
  });
});

describe('POST /auth/change-password', () => {
  let t: TestApp;
  let ada: Registered;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    ada = await signUp(t);
  });
  afterAll(async () => t.close());

  const NEW_PASSWORD = 'copper-easel-rain-77';
  const change = (body: Record<string, unknown>, token = ada.token) =>
    call(t, 'POST', '/auth/change-password', body, auth(token));
  const login = (password: string) => call(t, 'POST', '/auth/login', { email: ada.user.email, password });

  it('answers 401 without a session', async () => {
    const body = { currentPassword: ada.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await expectRefused(t, () => call(t, 'POST', '/auth/change-password', body), 401);
  });

  it('refuses a wrong current password with a clear 400 and changes nothing', async () => {
    const res = await expectRefused(
      t,
      () =>
        change({
          currentPassword: 'not-the-password',
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
      400,
      'Your current password is not correct',
    );
    expect(res.json().details).toEqual([
      { field: 'currentPassword', message: 'Your current password is not correct' },
    ]);
  });

  // Validation runs before the current password is checked, so any value will do there.
  const current = 'whatever-it-is';
  it.each([
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Current password is required'],
    [{ currentPassword: current, confirmPassword: NEW_PASSWORD }, 'New password is required'],
    [
      { currentPassword: current, newPassword: 'short1', confirmPassword: 'short1' },
      'New password must be at least 8 characters',
    ],
    [
      { currentPassword: current, newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
      'This password is too common. Please choose a less guessable one.',
    ],
    [
      { currentPassword: current, newPassword: NEW_PASSWORD, confirmPassword: 'something-else-1' },
      'Passwords do not match',
    ],
  ])('refuses %j with "%s"', async (body, message) => {
    await expectRefused(t, () => change(body), 400, message);
  });

  it('sets the new password, signs out every other session and keeps the current one', async () => {
    const laptop = (await login(ada.password)).json().token as string;
    const phone = (await login(ada.password)).json().token as string;
    const res = await change(
      { currentPassword: ada.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      laptop,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been changed.' });
    expect((await call(t, 'GET', '/auth/verify', undefined, auth(laptop))).statusCode).toBe(200);
    expect((await call(t, 'GET', '/auth/verify', undefined, auth(phone))).statusCode).toBe(401);
    expect((await call(t, 'GET', '/auth/verify', undefined, auth(ada.token))).statusCode).toBe(401);
    expect((await login(ada.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });
});
