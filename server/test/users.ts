import { randomBytes } from 'node:crypto';
import { createSession } from '#server/domains/auth/sessions.ts';
import { users } from '#server/domains/auth/tables.ts';
import type { Database } from '#server/platform/db/client.ts';

export type TestUser = {
  id: string;
  email: string;
  username: string;
  name: string;
  token: string;
  sessionId: string;
};

/**
 * A user with a live session, inserted directly so domain tests do not depend on the register
 * route. The password hash is a placeholder: these users never sign in with a password. Their
 * e-mail counts as confirmed unless `emailVerified: false` says otherwise.
 */
export async function createTestUser(
  database: Database,
  overrides: Partial<{
    email: string;
    username: string;
    name: string;
    role: 'user' | 'artist' | 'admin';
    emailVerified: boolean;
  }> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await database.db
    .insert(users)
    .values({
      email: overrides.email ?? `user_${suffix}@example.com`,
      username: overrides.username ?? `user_${suffix}`,
      name: overrides.name ?? `Test User ${suffix}`,
      role: overrides.role ?? 'user',
      passwordHash: 'test-only:not-a-real-hash',
      emailVerifiedAt: overrides.emailVerified === false ? null : new Date(),
    })
    .returning();
  const { token, sessionId } = await createSession(database.db, user!.id);
  return { id: user!.id, email: user!.email, username: user!.username, name: user!.name, token, sessionId };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });
