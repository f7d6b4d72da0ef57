import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '#server/platform/errors.ts';

/**
 * A position in a list ordered by (timestamp, id). The timestamp keeps Postgres's full
 * microsecond precision (a JavaScript Date would round it to milliseconds and make neighbouring
 * rows skip or repeat).
 */
export type Keyset = { createdAt: string; id: string };

const INVALID_CURSOR = 'Invalid cursor';
/** Cursors we issue are about 90 characters; anything far longer is not one of ours. */
const CURSOR_MAX_LENGTH = 200;

const base64UrlPattern = /^[A-Za-z0-9_-]+$/;
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The column rendered at full precision in UTC, for the next cursor. */
export function keysetTimestampOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows strictly after `after` in (time, id) order; 'desc' for newest first. */
export function afterKeyset(
  timeColumn: AnyColumn,
  idColumn: AnyColumn,
  after: Keyset | undefined,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!after) return undefined;
  const left = sql`(${timeColumn}, ${idColumn})`;
  const right = sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  return direction === 'desc' ? sql`${left} < ${right}` : sql`${left} > ${right}`;
}

/** The opaque cursor clients pass back: base64url of the JSON pair [createdAt, id]. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.createdAt, keyset.id])).toString('base64url');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A real calendar instant Postgres accepts (JavaScript alone would take 30 February). */
function isValidTimestamp(value: string): boolean {
  if (!timestampPattern.test(value)) return false;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || ms < Date.parse('0001-01-01T00:00:00Z')) return false;
  return new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** Reads a cursor we issued; anything else is refused with 400 before it reaches SQL. */
export function decodeCursor(cursor: string): Keyset {
  const decoded =
    cursor.length <= CURSOR_MAX_LENGTH && base64UrlPattern.test(cursor)
      ? Buffer.from(cursor, 'base64url').toString('utf8')
      : '';
  const pair = parseJson(decoded);
  if (!Array.isArray(pair) || pair.length !== 2) throw badRequest(INVALID_CURSOR, 'cursor');
  const [createdAt, id] = pair as unknown[];
  if (typeof createdAt !== 'string' || typeof id !== 'string') throw badRequest(INVALID_CURSOR, 'cursor');
  if (!isValidTimestamp(createdAt) || !uuidPattern.test(id)) throw badRequest(INVALID_CURSOR, 'cursor');
  return { createdAt, id };
}

/**
 * Cuts a page from rows fetched with limit + 1 (the extra row says whether more exist without a
 * second query) and issues the cursor of its last row.
 */
export function toPage<T>(rows: T[], limit: number, keysetOf: (row: T) => Keyset) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keysetOf(last)) : null };
}
