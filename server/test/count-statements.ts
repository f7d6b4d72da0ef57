import type { Database } from '#server/platform/db/client.ts';

type Counted = Record<string, (...args: never[]) => unknown>;

/**
 * Counts the round trips `work` makes to the database: every statement sent on PGlite, every
 * `pool.query` on PostgreSQL, and every transaction (a checked-out connection) as one more. Reads
 * that promise "one statement" are held to it with this.
 */
export async function countStatements(database: Database, work: () => Promise<unknown>): Promise<number> {
  const driver = database as unknown as { client?: Counted; pool?: Counted };
  const target = driver.client ?? driver.pool;
  if (!target) throw new Error('countStatements: neither a PGlite client nor a pg pool');
  const methods = driver.client ? ['query', 'exec', 'transaction'] : ['query', 'connect'];
  let count = 0;
  // pg-pool's query checks a connection out through connect() itself; only count connect()
  // called on its own (a transaction).
  let insideQuery = false;
  const originals = methods.map((method) => [method, target[method], Object.hasOwn(target, method)] as const);
  for (const [method, original] of originals) {
    target[method] = function (this: unknown, ...args: never[]) {
      if (method !== 'connect' || !insideQuery) count++;
      if (method !== 'query') return original?.apply(this, args);
      insideQuery = true;
      try {
        return original?.apply(this, args);
      } finally {
        insideQuery = false;
      }
    };
  }
  try {
    await work();
  } finally {
    for (const [method, original, own] of originals) {
      if (own) target[method] = original as Counted[string];
      else delete target[method];
    }
  }
  return count;
}
