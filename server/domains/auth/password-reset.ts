import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/errors.ts';
import { enqueueJob, type JobPayload } from '#server/platform/jobs/queue.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { RESET_INVALID_MESSAGE } from '#shared/schemas/auth.ts';
import { composeResetMail } from './auth-mails.ts';
import { retireEmailLinks } from './email-verification.ts';
import { hashPassword } from './passwords.ts';
import { generateToken, hashToken, revokeOtherSessions } from './sessions.ts';
import { passwordResets, users } from './tables.ts';
import { findUserByEmail } from './user-views.ts';

export const RESET_TTL_MS = 30 * 60 * 1000;
export const PASSWORD_RESET_JOB = 'auth.password-reset';

export type ResetMailDeps = { db: Db; mailer: Mailer; publicUrl: string };

/**
 * Only queues the request: whether the account exists is looked at later, by the job, so the
 * answer costs the same work and time for every address and cannot tell who has an account.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  await db.transaction((tx) => enqueueJob(tx, PASSWORD_RESET_JOB, { email }));
}

/** The job: mails a one-time link when the account exists, and does nothing otherwise. */
export async function sendPasswordReset({ db, mailer, publicUrl }: ResetMailDeps, payload: JobPayload) {
  const user = await findUserByEmail(db, String(payload.email ?? ''));
  if (!user) return;
  await db.transaction(async (tx) => {
    const link = await issueResetLink(tx, user.id, publicUrl);
    await mailer.send(composeResetMail(user.email, user.name, link), tx);
  });
}

/**
 * A one-time link that sets a new password and so signs the person in: mailed for a reset, and
 * printed by `npm run admin:create` for a new operator. Only its hash is stored.
 */
export async function issueResetLink(tx: Db, userId: string, publicUrl: string): Promise<string> {
  const token = generateToken();
  await tx.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Every reset link of the user stops working: the password or the address it went to changed. */
export async function retireResetLinks(tx: Db, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', RESET_INVALID_MESSAGE, 400, [
    { field: 'token', message: RESET_INVALID_MESSAGE },
  ]);

/**
 * Claims the token with one conditional UPDATE, so two concurrent uses cannot both succeed; then
 * sets the password, retires the user's other reset links and signs out every session. The link
 * went to the account's current address (an address change retires it), so opening it also
 * proves that address; a pending change of address is dropped with the old password.
 */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw invalidLink();
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        pendingEmail: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email });
    await retireResetLinks(tx, claimed.userId);
    if (user) await retireEmailLinks(tx, claimed.userId, user.email);
    await revokeOtherSessions(tx, claimed.userId, null);
  });
}
