import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/domains/auth/tables.ts';
import { countStatements } from '#server/test/count-statements.ts';
import { openTestDatabase } from '#server/test/test-database.ts';
import { createTestUser } from '#server/test/users.ts';
import type { Database, Db } from './client.ts';
import { plainFields, preparedPerDatabase, runRead, toDriverQuery } from './prepared-read.ts';

const build = (plain: boolean) =>
  preparedPerDatabase(
    plain ? 'test_plain' : 'test_drizzle',
    (db: Db, _variant: '', name) =>
      db
        .select(
          plainFields({
            count: sql<number>`count(*)::int`,
            names: sql<string[]>`json_agg(${users.name} order by ${users.name})`,
            anyone: sql<boolean>`count(*) > ${sql.placeholder('atLeast')}`,
          }),
        )
        .from(users)
        .prepare(name),
    { plain },
  );
const viaDriver = build(true);
const viaDrizzle = build(false);

describe('prepared reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await createTestUser(database, { name: 'Ada' });
    await createTestUser(database, { name: 'Grace' });
  });
  afterAll(async () => database.close());

  it('gives the same rows through the driver as through Drizzle, in one statement', async () => {
    const values = { atLeast: 1 };
    const expected = [{ count: 2, names: ['Ada', 'Grace'], anyone: true }];
    expect(await runRead({ ...viaDrizzle(database.db, ''), values })).toEqual(expected);
    let rows: unknown;
    const statements = await countStatements(database, async () => {
      rows = await runRead({ ...viaDriver(database.db, ''), values });
    });
    expect({ rows, statements }).toEqual({ rows: expected, statements: 1 });
  });

  it('runs a plain statement through Drizzle inside a transaction, on its connection', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const prepared = viaDriver(tx, '');
      expect(prepared.driver).toBeUndefined();
      return runRead({ ...prepared, values: { atLeast: 5 } });
    });
    expect(rows).toEqual([{ count: 2, names: ['Ada', 'Grace'], anyone: false }]);
  });

  it('builds each statement once per database and gives the driver its name, text and values', () => {
    const first = viaDriver(database.db, '');
    expect(viaDriver(database.db, '')).toBe(first);
    const query = toDriverQuery({ ...first, values: { atLeast: 3 } });
    expect(query.name).toBe('test_plain');
    expect(query.text).toMatch(/^select count\(\*\)::int as "count"/);
    expect(query.values).toEqual([3]);
  });
});
