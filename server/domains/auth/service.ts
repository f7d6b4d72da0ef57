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
import { SUSPENDED_ACCOUNT_MESSAGE } from '#shared/schemas/moderation.ts';
import type { OwnUser, PublicUser, UpdateMe } from '#shared/schemas/user.ts';
import { assertEmailChangeAllowed, startEmailChange } from './email-change.ts';
import { retireEmailLinks, sendVerificationLink, type VerificationMailDeps } from './email-verification.ts';
import { retireResetLinks } from './password-reset.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { accountOfSession, createSession, revokeOtherSessions, revokeSession } from './sessions.ts';
import { users } from './tables.ts';
import {
  assertIdentityAvailable,
  findUserByEmail,
  findUserById,
  toOwnUser,
  toPublicUser,
  type UserRow,
  uniquenessError,
} from './user-views.ts';

export type IssuedSession = { token: string; user: OwnUser };

/**
 * A new account and its first session; 'Join as Creator' also gets an artist profile, all or
 * nothing. The address is unconfirmed until the mailed link is opened.
 */
export async function registerUser(
  db: Db,
  deps: VerificationMailDeps,
  input: Register,
  userAgent?: string,
): Promise<IssuedSession> {
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
      await sendVerificationLink(tx, deps, user, user.email, 'confirm');
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
  // Said only after the right password, so it tells nothing to someone guessing addresses.
  if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED_ACCOUNT_MESSAGE, 403);
  const { token } = await createSession(db, user.id, userAgent);
  return { token, user: toOwnUser(user) };
}

export async function logoutUser(db: Db, auth: AuthContext): Promise<void> {
  await revokeSession(db, auth.sessionId);
}

/**
 * The signed-in caller's own account. The session lookup already read the account in the same
 * statement (sessions.ts), so a request signed in by token costs no second query.
 */
export async function getOwnUser(db: Db, auth: AuthContext): Promise<OwnUser> {
  const user = accountOfSession(auth) ?? (await findUserById(db, auth.userId));
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
  // A suspended account is "not found" to everyone (decision 019).
  if (!user || user.suspendedAt) throw notFound('User not found');
  return user.id === viewerId ? toOwnUser(user) : toPublicUser(user);
}

type AccountChanges = Partial<
  Pick<UserRow, 'name' | 'username' | 'emailNotifications' | 'pushNotifications'>
>;

/**
 * Writes name, username and preferences in the caller's transaction (the artist profile changes
 * name and username with its own fields). A taken username is a 409 and changes nothing.
 */
export async function applyAccountChanges(tx: Db, userId: string, changes: AccountChanges): Promise<UserRow> {
  await assertIdentityAvailable(tx, { username: changes.username }, userId);
  try {
    const [user] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthenticated();
    return user;
  } catch (err) {
    throw uniquenessError(err) ?? err;
  }
}

/** Name and username from the artist profile's form, in its transaction. */
export async function updateIdentity(
  tx: Db,
  userId: string,
  identity: Pick<AccountChanges, 'name' | 'username'>,
): Promise<OwnUser> {
  return toOwnUser(await applyAccountChanges(tx, userId, identity));
}

/**
 * Only these fields are ever written, whatever else the body carried. A new e-mail address does
 * not replace the old one here: it waits, pending, until its mailed link is opened.
 */
export async function updateOwnUser(
  db: Db,
  deps: VerificationMailDeps,
  userId: string,
  patch: UpdateMe,
): Promise<OwnUser> {
  const current = await findUserById(db, userId);
  if (!current) throw unauthenticated();
  const newEmail = patch.email !== undefined && patch.email !== current.email ? patch.email : undefined;
  const changes: AccountChanges = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.username !== undefined && { username: patch.username }),
    ...(patch.emailNotifications !== undefined && { emailNotifications: patch.emailNotifications }),
    ...(patch.pushNotifications !== undefined && { pushNotifications: patch.pushNotifications }),
  };
  if (Object.keys(changes).length === 0 && !newEmail) return toOwnUser(current);
  if (newEmail) await assertEmailChangeAllowed(db, current, newEmail, patch.currentPassword);
  return db.transaction(async (tx) => {
    const user = await applyAccountChanges(tx, userId, changes);
    if (!newEmail) return toOwnUser(user);
    await startEmailChange(tx, deps, user, newEmail);
    return toOwnUser({ ...user, pendingEmail: newEmail });
  });
}

export async function updateUserById(
  db: Db,
  deps: VerificationMailDeps,
  auth: AuthContext,
  id: string,
  patch: UpdateMe,
) {
  if (id !== auth.userId) throw forbidden('You can only change your own account');
  return updateOwnUser(db, deps, auth.userId, patch);
}

/**
 * Signs out every other device; the session that made the change stays signed in. Reset links and
 * a pending address change die with the old password: whoever held them no longer counts.
 */
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
    await tx
      .update(users)
      .set({ passwordHash, pendingEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await retireResetLinks(tx, user.id);
    await retireEmailLinks(tx, user.id, user.email);
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
