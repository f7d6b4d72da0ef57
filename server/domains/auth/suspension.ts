import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { sessions, users } from './tables.ts';

export type AccountFacts = {
  id: string;
  name: string;
  role: 'user' | 'artist' | 'admin';
  suspended: boolean;
};

/** The account under a row lock, so two operators acting on it go one after the other. */
export async function lockAccountFacts(tx: Db, userId: string): Promise<AccountFacts | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { id: row.id, name: row.name, role: row.role, suspended: row.suspendedAt !== null } : null;
}

/**
 * Suspends (with the operator's reason) or, with null, restores an account (decision 019).
 * Suspending revokes every session at once, so the person is signed out everywhere.
 */
export async function setAccountSuspended(tx: Db, userId: string, reason: string | null): Promise<void> {
  await tx
    .update(users)
    .set(
      reason === null
        ? { suspendedAt: null, suspendedReason: null, updatedAt: sql`now()` }
        : { suspendedAt: sql`now()`, suspendedReason: reason, updatedAt: sql`now()` },
    )
    .where(eq(users.id, userId));
  if (reason !== null) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}

/** Grants or removes the verified badge. */
export async function setVerifiedBadge(tx: Db, userId: string, verified: boolean): Promise<void> {
  await tx.update(users).set({ verified, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function countSuspendedAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.suspendedAt));
  return row?.n ?? 0;
}
