import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/errors.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { RESET_INVALID_MESSAGE } from '#shared/schemas/auth.ts';
import { hashPassword } from './passwords.ts';
import { generateToken, hashToken, revokeOtherSessions } from './sessions.ts';
import { passwordResets, users } from './tables.ts';
import { findUserByEmail } from './user-views.ts';

export const RESET_TTL_MS = 30 * 60 * 1000;

type ResetDeps = { db: Db; mailer: Mailer; publicUrl: string; log?: FastifyBaseLogger };

/**
 * Mails a one-time link when the account exists and does nothing otherwise; the caller answers
 * the same either way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset({ db, mailer, publicUrl, log }: ResetDeps, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = generateToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await mailer.send({
      to: user.email,
      subject: 'Reset your Easel password',
      text: resetText(user.name, link),
      html: resetHtml(user.name, link),
      link,
    });
  } catch (err) {
    // A failing mail server must not turn into an answer that differs for existing accounts.
    log?.error({ err }, 'password reset mail could not be sent');
  }
}

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', RESET_INVALID_MESSAGE, 400, [
    { field: 'token', message: RESET_INVALID_MESSAGE },
  ]);

/**
 * Claims the token with one conditional UPDATE, so two concurrent uses cannot both succeed; then
 * sets the password, retires the user's other reset links and signs out every session.
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
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await revokeOtherSessions(tx, claimed.userId, null);
  });
}

function resetText(name: string, link: string) {
  return [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your Easel account. To choose a new one, open this link:',
    link,
    '',
    'The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail;',
    'your password stays as it is.',
  ].join('\n');
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function resetHtml(name: string, link: string) {
  const href = escapeHtml(link);
  return `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Easel account. To choose a new one, open this link:</p>
<p><a href="${href}">Reset my password</a></p>
<p>The link works once and expires in 30 minutes. If you did not ask for it, ignore this mail; your password stays as it is.</p>`;
}
