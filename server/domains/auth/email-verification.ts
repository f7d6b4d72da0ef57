import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/errors.ts';
import type { Mailer } from '#server/platform/mail/mailer.ts';
import { EMAIL_LINK_INVALID_MESSAGE } from '#shared/schemas/auth.ts';
import { composeVerificationMail } from './auth-mails.ts';
import { generateToken, hashToken } from './sessions.ts';
import { emailVerifications, users } from './tables.ts';

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export type VerificationMailDeps = { mailer: Mailer; publicUrl: string };
type Recipient = { id: string; name: string };

/**
 * The user's unused links stop working (a newer one was sent, or the account changed); with
 * `exceptEmail`, a link that proves that address (the account's own) keeps working.
 */
export async function retireEmailLinks(tx: Db, userId: string, exceptEmail?: string): Promise<void> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.usedAt),
        exceptEmail === undefined ? undefined : ne(emailVerifications.email, exceptEmail),
      ),
    );
}

/**
 * Mails a link that proves `email` for the user, in the caller's transaction. Only the newest
 * link works: asking again retires the earlier ones.
 */
export async function sendVerificationLink(
  tx: Db,
  { mailer, publicUrl }: VerificationMailDeps,
  user: Recipient,
  email: string,
  purpose: 'confirm' | 'change',
): Promise<void> {
  await retireEmailLinks(tx, user.id);
  const token = generateToken();
  await tx.insert(emailVerifications).values({
    userId: user.id,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await mailer.send(composeVerificationMail(email, user.name, link, purpose), tx);
}

export const invalidEmailLink = () =>
  new AppError('VALIDATION_FAILED', EMAIL_LINK_INVALID_MESSAGE, 400, [
    { field: 'token', message: EMAIL_LINK_INVALID_MESSAGE },
  ]);

/** Claims a live link with one conditional UPDATE, so it can be used once however many tabs open it. */
export async function claimEmailLink(tx: Db, token: string): Promise<{ userId: string; email: string }> {
  const [claimed] = await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.tokenHash, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  if (!claimed) throw invalidEmailLink();
  return claimed;
}

/** The account's row, locked: the address is read and changed by one transaction at a time. */
export async function lockUser(tx: Db, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}
