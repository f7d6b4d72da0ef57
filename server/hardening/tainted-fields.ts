import type { Row } from './row-diff.ts';

/**
 * The fields an attacker adds to a body (issue 7, item 2): role, verified, balances, someone
 * else's ids, status, ids, timestamps; and how to spot, in the rows a request wrote, that one
 * of them was obeyed. Shared by the JSON sweep and the upload forms.
 */
export const SENTINEL_ID = '0badc0de-0000-4000-8000-00000000beef';
export const SENTINEL_AMOUNT = 987_654;
export const SENTINEL_TIME = '2001-02-03T04:05:06.000Z';
export const SENTINEL_STATUS = 'completed';

/** The tainted fields; `someoneElse` is the id of a user the caller must not act for. */
export function taintedFields(someoneElse: string): Record<string, string | number | boolean> {
  return {
    id: SENTINEL_ID,
    userId: someoneElse,
    artistId: someoneElse,
    ownerId: someoneElse,
    buyerId: someoneElse,
    clientUserId: someoneElse,
    senderId: someoneElse,
    role: 'admin',
    verified: true,
    isVerified: true,
    emailVerified: true,
    balance: SENTINEL_AMOUNT,
    raisedAmount: SENTINEL_AMOUNT,
    raised: SENTINEL_AMOUNT,
    currentAmount: SENTINEL_AMOUNT,
    views: SENTINEL_AMOUNT,
    likes: SENTINEL_AMOUNT,
    downloads: SENTINEL_AMOUNT,
    status: SENTINEL_STATUS,
    createdAt: SENTINEL_TIME,
    updatedAt: SENTINEL_TIME,
  };
}

/**
 * Where the written rows carry a tainted value, as `table.column = value`; empty when none was
 * obeyed. `statusIsTheOutcome` is for routes whose legitimate result is the sentinel status.
 */
export function obeyedTaint(rows: Row[], someoneElse: string, statusIsTheOutcome = false): string[] {
  const found: string[] = [];
  for (const { table, row } of rows) {
    for (const [column, value] of Object.entries(row)) {
      const where = `${table}.${column} = ${JSON.stringify(value)}`;
      if (value === SENTINEL_ID || value === someoneElse) found.push(where);
      if (column === 'role' && value === 'admin') found.push(where);
      if (/verified/i.test(column) && value === true) found.push(where);
      if (value === SENTINEL_AMOUNT || value === SENTINEL_AMOUNT * 100) found.push(where);
      if (typeof value === 'string' && value.startsWith(SENTINEL_TIME.slice(0, 10))) found.push(where);
      if (column === 'status' && value === SENTINEL_STATUS && !statusIsTheOutcome) found.push(where);
    }
  }
  return found;
}
