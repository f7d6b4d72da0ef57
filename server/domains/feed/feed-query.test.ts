import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { keysetOfEpoch } from './feed-query.ts';

describe('keysetOfEpoch', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('writes the instant exactly as keysetTimestampOf does in SQL, microseconds included', async () => {
    const instants = [
      '2025-03-01T08:00:00.000100Z',
      '2025-03-01T08:00:00.000900Z',
      '2025-03-01T08:00:00.999999Z',
      '2025-03-01T08:00:00Z',
      '2026-11-25T18:16:17.597123Z',
      '2099-12-31T23:59:59.999999Z',
      '1970-01-01T00:00:00.000001Z',
      '1969-12-31T23:59:59.500001Z',
      '2000-02-29T12:34:56.789012Z',
    ];
    const { rows } = await database.db.execute<{ epoch: string | number; keyset: string }>(sql`
      select extract(epoch from t) as epoch,
             to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as keyset
      from unnest(array[${sql.join(
        instants.map((instant) => sql`${instant}::timestamptz`),
        sql`, `,
      )}]) t`);
    expect(rows).toHaveLength(instants.length);
    for (const row of rows) expect(keysetOfEpoch(String(row.epoch))).toBe(row.keyset);
  });
});
