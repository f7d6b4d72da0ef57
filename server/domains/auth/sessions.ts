import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '#server/platform/context.ts';
import type { Db } from '#server/platform/db/client.ts';
import { preparedPerDatabase, runRead } from '#server/platform/db/prepared-read.ts';
import { sessions, users } from './tables.ts';
import { type OwnUserRow, ownUserColumns } from './user-views.ts';

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

/**
 * The session and its account in one statement, prepared once: the token hash is the unique key
 * (sessions_token_hash_unique) and the user its primary key, so this is two index probes.
 */
const sessionLookup = preparedPerDatabase('auth_session', (db, _variant: '', name) =>
  db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: ownUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // Suspension revokes sessions; this also shuts any session made in a race with it.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare(name),
);

/**
 * The account row read with each resolved session, for the rest of that request: GET /auth/me
 * answers from it instead of asking the database a second time. Keyed by the request's own
 * AuthContext object, so it lives exactly as long as the request does.
 */
const accountsOfSessions = new WeakMap<AuthContext, OwnUserRow>();

/** The account read together with this session, if it was resolved from a token in this request. */
export const accountOfSession = (auth: AuthContext): OwnUserRow | undefined => accountsOfSessions.get(auth);

/** The caller behind a bearer token, or null when it is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = new Date();
  const { name, statement } = sessionLookup(db, '');
  const [row] = await runRead({
    name,
    statement,
    values: { tokenHash: hashToken(token), now: now.toISOString() },
  });
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  const auth: AuthContext = { sessionId: row.sessionId, userId: row.user.id, role: row.user.role };
  accountsOfSessions.set(auth, row.user);
  return auth;
}

/**
 * Which of these sessions may still be used: not revoked, not expired, the account not suspended
 * (the rule resolveSession applies to a request). A connection that outlives its request, such as
 * the notification stream, asks this again before it sends anything.
 */
export async function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.suspendedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
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
