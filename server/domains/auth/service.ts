import { eq, sql } from 'drizzle-orm';
import { createArtistProfile } from '#server/domains/artists/service.ts';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, forbidden, notFound, unauthenticated } from '#server/platform/errors.ts';
import {
  type ChangePasswordInput,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginInput,
  type Register,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '#shared/schemas/auth.ts';
import type { OwnUser, PublicUser, UpdateMe } from '#shared/schemas/user.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, revokeOtherSessions, revokeSession } from './sessions.ts';
import { users } from './tables.ts';
import {
  assertIdentityAvailable,
  findUserByEmail,
  findUserById,
  toOwnUser,
  toPublicUser,
  uniquenessError,
} from './user-views.ts';

export type IssuedSession = { token: string; user: OwnUser };

/** A new account and its first session; 'Join as Creator' also gets an artist profile, all or nothing. */
export async function registerUser(db: Db, input: Register, userAgent?: string): Promise<IssuedSession> {
  await assertIdentityAvailable(db, input);
  const passwordHash = await hashPassword(input.password);
  const isCreator = input.accountType === 'creator';
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          name: input.name,
          passwordHash,
          role: isCreator ? 'artist' : 'user',
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (isCreator) await createArtistProfile(tx, user.id);
      const { token } = await createSession(tx, user.id, userAgent);
      return { token, user: toOwnUser(user) };
    });
  } catch (err) {
    throw uniquenessError(err) ?? err;
  }
}

/** One answer for an unknown e-mail and a wrong password, in the same time, so neither leaks. */
export async function loginUser(db: Db, input: LoginInput, userAgent?: string): Promise<IssuedSession> {
  const user = await findUserByEmail(db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, 401);
  const { token } = await createSession(db, user.id, userAgent);
  return { token, user: toOwnUser(user) };
}

export async function logoutUser(db: Db, auth: AuthContext): Promise<void> {
  await revokeSession(db, auth.sessionId);
}

export async function getOwnUser(db: Db, userId: string): Promise<OwnUser> {
  const user = await findUserById(db, userId);
  // Sessions cascade with their user, so this only happens if the account vanished mid-request.
  if (!user) throw unauthenticated();
  return toOwnUser(user);
}

/** The owner sees their own shape (with e-mail and preferences); everyone else the public one. */
export async function getUserForViewer(
  db: Db,
  id: string,
  viewerId: string | undefined,
): Promise<OwnUser | PublicUser> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User not found');
  return user.id === viewerId ? toOwnUser(user) : toPublicUser(user);
}

/** Only these five fields are ever written, whatever else the body carried. */
export async function updateOwnUser(db: Db, userId: string, patch: UpdateMe): Promise<OwnUser> {
  const changes = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.username !== undefined && { username: patch.username }),
    ...(patch.email !== undefined && { email: patch.email }),
    ...(patch.emailNotifications !== undefined && { emailNotifications: patch.emailNotifications }),
    ...(patch.pushNotifications !== undefined && { pushNotifications: patch.pushNotifications }),
  };
  if (Object.keys(changes).length === 0) return getOwnUser(db, userId);
  await assertIdentityAvailable(db, { email: changes.email, username: changes.username }, userId);
  try {
    const [user] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthenticated();
    return toOwnUser(user);
  } catch (err) {
    throw uniquenessError(err) ?? err;
  }
}

export async function updateUserById(db: Db, auth: AuthContext, id: string, patch: UpdateMe) {
  if (id !== auth.userId) throw forbidden('You can only change your own account');
  return updateOwnUser(db, auth.userId, patch);
}

/** Signs out every other device; the session that made the change stays signed in. */
export async function changePassword(db: Db, auth: AuthContext, input: ChangePasswordInput): Promise<void> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD_MESSAGE, 400, [
      { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, auth.sessionId);
  });
}

/**
 * Creator status follows the artist profile (created or deleted in the caller's transaction);
 * an admin stays an admin either way.
 */
export async function setArtistRole(tx: Db, userId: string, isArtist: boolean): Promise<OwnUser> {
  const role = isArtist ? 'artist' : 'user';
  const [user] = await tx
    .update(users)
    .set({
      role: sql`case when ${users.role} = 'admin' then 'admin' else ${role} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthenticated();
  return toOwnUser(user);
}

/**
 * Points the user's avatar at a new file and answers the URL it replaced, so the caller can delete
 * the old files. The row is locked first: two uploads at once each get the one they replaced.
 */
export async function setAvatarUrl(tx: Db, userId: string, url: string | null): Promise<string | null> {
  const [current] = await tx
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!current) throw unauthenticated();
  await tx.update(users).set({ avatarUrl: url, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return current.avatarUrl;
}
