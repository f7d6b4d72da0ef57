import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { createEvents } from './events/events.ts';
import { createMailer } from './mail/mailer.ts';
import { projectRoot } from './project-root.ts';

export const appVersion: string = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR/pg under a lock file. */
export async function openConfiguredDatabase(
  config: Config,
  log?: FastifyBaseLogger,
): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) {
    const database = await openPostgres(
      config.databaseUrl,
      {
        poolSize: config.databasePoolSize,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      },
      (err) => log?.warn({ err: err.message }, 'a database connection failed; it will be replaced'),
    );
    return { database, release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite({ dataDir: join(config.dataDir, 'pg') }), release };
  } catch (err) {
    release();
    throw err;
  }
}

export async function prepareDatabase(database: Database) {
  await migrateDatabase(database);
}

export function createContext(config: Config, database: Database, log?: FastifyBaseLogger): AppContext {
  return {
    config,
    database,
    events: createEvents(database),
    mailer: createMailer(config, database, log),
    startedAt: new Date(),
    version: appVersion,
  };
}
