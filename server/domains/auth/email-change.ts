import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, conflict, unauthenticated } from '#server/platform/errors.ts';
import {
  CURRENT_PASSWORD_FOR_EMAIL_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '#shared/schemas/auth.ts';
import type { OwnUser } from '#shared/schemas/user.ts';
import { composeChangeNoticeMail } from './auth-mails.ts';
import {
  claimEmailLink,
  invalidEmailLink,
  lockUser,
  retireEmailLinks,
  sendVerificationLink,
  type VerificationMailDeps,
} from './email-verification.ts';
import { retireResetLinks } from './password-reset.ts';
import { verifyPassword } from './passwords.ts';
import { users } from './tables.ts';
import { assertIdentityAvailable, toOwnUser, type UserRow, uniquenessError } from './user-views.ts';

const passwordProblem = (message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, [{ field: 'currentPassword', message }]);

/**
 * A new address needs the current password (a borrowed session must not be enough) and is not
 * taken; checked before anything is written, so a refusal changes nothing.
 */
export async function assertEmailChangeAllowed(
  db: Db,
  user: UserRow,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw passwordProblem(CURRENT_PASSWORD_FOR_EMAIL_MESSAGE);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw passwordProblem(WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await assertIdentityAvailable(db, { email: newEmail }, user.id);
}

/** Records the new address as pending and mails its link; the old address hears about it. */
export async function startEmailChange(
  tx: Db,
  deps: VerificationMailDeps,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  await tx.update(users).set({ pendingEmail: newEmail, updatedAt: sql`now()` }).where(eq(users.id, user.id));
  await sendVerificationLink(tx, deps, user, newEmail, 'change');
  await deps.mailer.send(
    composeChangeNoticeMail(user.email, user.name, newEmail, `${deps.publicUrl}/settings`),
    tx,
  );
}

/**
 * Opens a mailed link: it confirms the account's own address, or moves the account to the
 * pending address it was sent to. A move retires every reset link, which went to the old address.
 */
export async function confirmEmailAddress(db: Db, token: string): Promise<{ email: string }> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claimEmailLink(tx, token);
      const user = await lockUser(tx, claimed.userId);
      if (!user) throw invalidEmailLink();
      if (claimed.email === user.email) {
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        return { email: user.email };
      }
      // A link to an address the owner has since cancelled or replaced proves nothing any more.
      if (claimed.email !== user.pendingEmail) throw invalidEmailLink();
      await assertIdentityAvailable(tx, { email: claimed.email }, user.id);
      await tx
        .update(users)
        .set({ email: claimed.email, pendingEmail: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await retireResetLinks(tx, user.id);
      await retireEmailLinks(tx, user.id);
      return { email: claimed.email };
    });
  } catch (err) {
    throw uniquenessError(err) ?? err;
  }
}

/** A fresh link to the pending address, or to the account's own while it is unconfirmed. */
export async function resendEmailLink(db: Db, deps: VerificationMailDeps, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthenticated();
    const target = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
    if (!target) throw conflict(EMAIL_ALREADY_CONFIRMED_MESSAGE);
    await sendVerificationLink(tx, deps, user, target, user.pendingEmail ? 'change' : 'confirm');
    return target;
  });
}

/** Drops the pending address; its link stops working. */
export async function cancelEmailChange(db: Db, userId: string): Promise<OwnUser> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [user] = await tx
      .update(users)
      .set({ pendingEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthenticated();
    await retireEmailLinks(tx, userId);
    return toOwnUser(user);
  });
}
