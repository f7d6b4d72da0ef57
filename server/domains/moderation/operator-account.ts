import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { issueResetLink } from '#server/domains/auth/password-reset.ts';
import { hashPassword } from '#server/domains/auth/passwords.ts';
import { users } from '#server/domains/auth/tables.ts';
import { findUserByEmail } from '#server/domains/auth/user-views.ts';
import type { Db } from '#server/platform/db/client.ts';
import { emailSchema } from '#shared/schemas/auth-fields.ts';

export type OperatorGrant = { created: boolean; email: string; link: string };

/** A username from the address's local part (the users_username_format rule), made unique. */
function usernameFor(email: string): string {
  const base = email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 20)
    .padEnd(3, '_');
  return `${base}_${randomBytes(3).toString('hex')}`;
}

/**
 * `npm run admin:create -- --email x@y`: makes the account an operator, creating it when there is
 * none (with an unguessable password nobody knows), and answers a one-time sign-in link.
 */
export async function grantOperator(db: Db, rawEmail: string, publicUrl: string): Promise<OperatorGrant> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) throw new Error(`"${rawEmail}" is not an e-mail address`);
  const email = parsed.data;
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    let userId: string;
    if (existing) {
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email,
          username: usernameFor(email),
          name: email.split('@')[0]!,
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          role: 'admin',
          // The link goes to whoever runs the command, not by mail: it proves nothing about the address.
          emailVerifiedAt: null,
        })
        .returning({ id: users.id });
      userId = row!.id;
    }
    return { created: !existing, email, link: await issueResetLink(tx, userId, publicUrl) };
  });
}
