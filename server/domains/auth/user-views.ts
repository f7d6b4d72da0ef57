import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, conflict, sqlConstraint, sqlState } from '#server/platform/errors.ts';
import type { OwnUser, PublicUser } from '#shared/schemas/user.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

/** The columns the owner's view of an account reads (never the password hash). */
export const ownUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatarUrl: users.avatarUrl,
  role: users.role,
  verified: users.verified,
  createdAt: users.createdAt,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  pendingEmail: users.pendingEmail,
  emailNotifications: users.emailNotifications,
  pushNotifications: users.pushNotifications,
};
export type OwnUserRow = Pick<UserRow, keyof typeof ownUserColumns>;

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

/** Fields are picked one by one, so a new column (or the password hash) never leaks by accident. */
export const toPublicUser = (
  user: Pick<UserRow, 'id' | 'name' | 'username' | 'avatarUrl' | 'role' | 'verified' | 'createdAt'>,
): PublicUser => ({
  id: user.id,
  name: user.name,
  username: user.username,
  avatarUrl: user.avatarUrl,
  role: user.role,
  verified: user.verified,
  createdAt: user.createdAt.toISOString(),
});

export const toOwnUser = (user: OwnUserRow): OwnUser => ({
  ...toPublicUser(user),
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  pendingEmail: user.pendingEmail,
  emailNotifications: user.emailNotifications,
  pushNotifications: user.pushNotifications,
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** E-mails are stored normalised; comparing through lower() uses the unique index. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

async function isUsernameTaken(db: Db, username: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return Boolean(row && row.id !== exceptUserId);
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, 409, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
const usernameTaken = () =>
  new AppError('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE, 409, [
    { field: 'username', message: USERNAME_TAKEN_MESSAGE },
  ]);

/** A friendly early answer; the unique indexes stay the real guard (see uniquenessError). */
export async function assertIdentityAvailable(
  db: Db,
  wanted: { email?: string | undefined; username?: string | undefined },
  exceptUserId?: string,
) {
  if (wanted.email) {
    const holder = await findUserByEmail(db, wanted.email);
    if (holder && holder.id !== exceptUserId) throw emailTaken();
  }
  if (wanted.username && (await isUsernameTaken(db, wanted.username, exceptUserId))) throw usernameTaken();
}

/**
 * Two requests can both pass the early check; the database lets only one through. The loser's
 * unique violation becomes the same 409 the early check gives.
 */
export function uniquenessError(err: unknown): AppError | undefined {
  if (sqlState(err) !== '23505') return undefined;
  const constraint = sqlConstraint(err);
  if (constraint === 'users_email_key') return emailTaken();
  if (constraint === 'users_username_key') return usernameTaken();
  return conflict('This account changed at the same time. Please try again.');
}
