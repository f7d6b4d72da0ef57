import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '#server/test/wait-for.ts';
import { createPgListener, LISTENER_APPLICATION_NAME, type PgListener } from './pg-listener.ts';

// Only meaningful on a real PostgreSQL server: the test kills the listening connection.
const url = process.env.TEST_DATABASE_URL!;

describe('PostgreSQL listener', () => {
  let listener: PgListener;
  let sender: pg.Client;
  beforeAll(async () => {
    listener = createPgListener(url);
    sender = new pg.Client({ connectionString: url });
    await sender.connect();
  });
  afterAll(async () => {
    await listener.close();
    await sender.end();
  });

  it('keeps delivering after its connection is killed', async () => {
    const received: string[] = [];
    await listener.listen('easel_test_channel', (p) => received.push(p));
    await sender.query(`select pg_notify('easel_test_channel', 'before')`);
    await waitFor(() => received.includes('before'));

    // Only this database's listeners: other test files (and a server on this PostgreSQL) have their own.
    await sender.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    // Keep notifying until the reconnected listener hears one; each try is a fresh payload, and every
    // try is awaited before the test ends, so none fails after the sender has closed.
    let attempt = 0;
    const notifies: Promise<unknown>[] = [];
    await waitFor(() => {
      attempt += 1;
      notifies.push(sender.query(`select pg_notify('easel_test_channel', 'after-${attempt}')`));
      return received.some((p) => p.startsWith('after-'));
    });
    await Promise.all(notifies);
    expect(received.some((p) => p.startsWith('after-'))).toBe(true);
  });
});
