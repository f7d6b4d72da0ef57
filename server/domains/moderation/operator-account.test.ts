import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestUser } from '#server/test/users.ts';
import { grantOperator } from './operator-account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Follows the printed link the way the reset page does: a new password, then sign in with it. */
async function signInThrough(link: string, email: string) {
  const token = new URL(link).searchParams.get('token')!;
  const password = 'Operator-chosen pass 9';
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password/confirm',
    payload: { token, password, confirmPassword: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
}

it('creates an operator whose one-time link signs them in, and promotes an existing account', async () => {
  const created = await grantOperator(t.database.db, '  New.Ops@Example.com ', t.config.publicUrl);
  expect(created).toMatchObject({ created: true, email: 'new.ops@example.com' });
  const login = await signInThrough(created.link, 'new.ops@example.com');
  expect(login.statusCode).toBe(200);
  expect(login.json().user.role).toBe('admin');
  // The link works once.
  const token = new URL(created.link).searchParams.get('token')!;
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password/confirm',
    payload: { token, password: 'Another pass 1234', confirmPassword: 'Another pass 1234' },
  });
  expect(again.statusCode).toBe(400);

  const artist = await createTestUser(t.database, { role: 'artist' });
  const promoted = await grantOperator(t.database.db, artist.email, t.config.publicUrl);
  expect(promoted.created).toBe(false);
  const summary = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/summary',
    headers: { authorization: `Bearer ${artist.token}` },
  });
  expect(summary.statusCode).toBe(200);
  await expect(grantOperator(t.database.db, 'not-an-address', t.config.publicUrl)).rejects.toThrow(
    'is not an e-mail address',
  );
});
