import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client.ts';
import { AppError, badRequest } from '#server/platform/errors.ts';
import { idempotencyKeys } from './tables.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
export const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`;
export const IDEMPOTENCY_MISMATCH_MESSAGE = 'This Idempotency-Key was already used with a different request';

/** What a request answered: replayed word for word to a retry with the same key. */
export type StoredAnswer<T> = { statusCode: number; response: T };
export type IdempotentResult<T> = StoredAnswer<T> & { replayed: boolean };

/** The header's key, undefined when none was sent; empty, repeated or too long is 400. */
export function readIdempotencyKey(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > IDEMPOTENCY_KEY_MAX) {
    throw badRequest(IDEMPOTENCY_KEY_MESSAGE, 'Idempotency-Key');
  }
  return value;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of the canonical request (pass the parsed body and whoever asks). */
export function hashRequest(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * Runs `run` once per (scope, key), inside the caller's transaction `tx`. The key row is inserted
 * first: a concurrent request with the same key blocks on that row until this transaction ends.
 * If it commits, the waiter finds the stored answer and replays it; if it rolls back (the first
 * attempt failed), the row is gone and the waiter runs instead. So a failure is never replayed
 * and a success is never repeated.
 */
export async function withIdempotency<T>(
  tx: Db,
  scope: string,
  key: string,
  requestHash: string,
  run: () => Promise<StoredAnswer<T>>,
): Promise<IdempotentResult<T>> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (stored?.requestHash !== requestHash) {
      throw new AppError('CONFLICT', IDEMPOTENCY_MISMATCH_MESSAGE, 422);
    }
    if (stored.statusCode === null) {
      // Only reachable if the first request's transaction is still open in this very session.
      throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running', 409);
    }
    return { statusCode: stored.statusCode, response: stored.response as T, replayed: true };
  }

  const answer = await run();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return { ...answer, replayed: false };
}
