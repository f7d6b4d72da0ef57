import { sqlState } from '../errors.ts';

/**
 * PostgreSQL rolled the transaction back so that another could finish (a deadlock, 40P01, or a
 * serialization failure, 40001), or it gave up waiting for a lock (55P03). Nothing was written and
 * the same request a moment later succeeds: the answer is 503 with Retry-After, not 500. (Booking
 * writes retry a deadlock themselves first: booking-guards.ts.)
 */
const transientStates = new Set(['40001', '40P01', '55P03']);

export function isTransientConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && transientStates.has(state);
}
