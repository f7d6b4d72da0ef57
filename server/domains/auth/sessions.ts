import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { sessions, users } from './tables.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into writes. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe; only its hash is stored. */
export const generateToken = () => randomBytes(32).toString('base64url');

export async function createSession(tx: Db, userId: string, userAgent?: string) {
  const token = generateToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: session!.id };
}

/** The caller behind a bearer token, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // Suspension revokes sessions; this also shuts any session made in a race with it.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, role: row.role };
}

export async function revokeSession(tx: Db, sessionId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A password change signs out every other device. */
export async function revokeOtherSessions(tx: Db, userId: string, keepSessionId: string | null) {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    );
}
