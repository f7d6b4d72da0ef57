// The physical limit a page read is compared with: the statement its service runs (page-reads.ts),
// sent through the driver alone, its rows JSON-encoded by a bare node:http server. No framework, no
// validation, no shaping; on PGlite the engine runs in this process, as it does in the app's.
import { createServer } from 'node:http';
import { type Database, openPglite, openPostgres } from '#server/platform/db/client.ts';
import { toDriverQuery } from '#server/platform/db/prepared-read.ts';
import { type PageReadContext, pageReads } from './page-reads.ts';

export type BareSqlSpec = {
  driver: 'postgres' | 'pglite';
  /** PostgreSQL: the app's database. */
  databaseUrl?: string;
  /** PGlite: a copy of the app's data folder (one process per folder). */
  dataDir?: string;
  context: PageReadContext;
};

type Rows = { rows: unknown[] };

const spec = JSON.parse(process.env.BARE_SQL_SPEC ?? '{}') as BareSqlSpec;
const port = Number(process.env.PORT);

async function open(): Promise<{
  database: Database;
  run: (q: ReturnType<typeof toDriverQuery>) => Promise<Rows>;
}> {
  if (spec.driver === 'postgres') {
    // The app's pool size, so both hold the same number of connections.
    const database = await openPostgres(spec.databaseUrl!);
    // A named statement, as the app's prepared one: each connection parses and plans it once.
    return { database, run: (q) => database.pool.query({ name: q.name, text: q.text, values: q.values }) };
  }
  const database = await openPglite({ dataDir: spec.dataDir! });
  return { database, run: (q) => database.client.query(q.text, q.values) };
}

const { database, run } = await open();
const statements = new Map<string, ReturnType<typeof toDriverQuery>>();
for (const read of pageReads(spec.context)) {
  if (read.statement) statements.set(`/api/v1${read.path}`, toDriverQuery(read.statement(database.db)));
}

const server = createServer((request, response) => {
  const query = statements.get(request.url ?? '');
  if (!query) {
    response.writeHead(404).end();
    return;
  }
  run(query).then(
    ({ rows }) => {
      const body = JSON.stringify(rows);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    },
    (err: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(err));
    },
  );
});
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening on ${port}\n`);
});
process.once('SIGTERM', () => server.close(() => void database.close().then(() => process.exit(0))));
