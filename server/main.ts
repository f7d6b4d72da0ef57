import pino from 'pino';
import { openConfiguredDatabase, prepareDatabase } from './platform/bootstrap.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { preparePglite } from './platform/db/client.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';

/**
 * Everything but the database: the app with every route and schema, the seed and the background
 * work. Imported while the database opens (see main), not before it.
 */
async function loadServerModules() {
  const [app, bootstrap, reminders, renditions, handlers, seed, worker, storage] = await Promise.all([
    import('./app.ts'),
    import('./platform/bootstrap.ts'),
    import('./domains/bookings/reminder-scheduler.ts'),
    import('./domains/media/rendition-backfill.ts'),
    import('./job-handlers.ts'),
    import('./platform/db/seed/seed.ts'),
    import('./platform/jobs/worker.ts'),
    import('./platform/storage/storage.ts'),
  ]);
  return {
    ...app,
    ...bootstrap,
    ...reminders,
    ...renditions,
    ...handlers,
    ...seed,
    ...worker,
    ...storage,
  };
}

/** Set for the child process that only seeds (seedInChildProcess); it never serves. */
const SEED_ONLY = 'EASEL_SEED_ONLY';

async function openAndPrepare(config: Config, log: pino.Logger) {
  const opened = await openConfiguredDatabase(config, log);
  await prepareDatabase(opened.database);
  return opened;
}

/**
 * The demo seed is long batch work. Run in the serving process, it trains V8's allocation-site
 * pretenuring for the rest of that process's life: every request's short-lived objects are then
 * promoted, and health kept about half the throughput of a restarted server (decision 024). So an
 * empty database is seeded by a child process running this same entry point, while this one waits
 * with the database closed (PGlite allows one process per folder), and serves once it is done.
 */
async function seedInChildProcess(log: pino.Logger) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [SEED_ONLY]: '1' },
    stdio: 'inherit',
  });
  // Stopping this process stops the seed too, so no orphan keeps the data folder locked.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward).on('SIGINT', forward);
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (exitCode) => done(exitCode));
  }).finally(() => process.off('SIGTERM', forward).off('SIGINT', forward));
  if (code !== 0) throw new Error(`seeding the demo data failed (the seeding process exited with ${code})`);
  log.info({ seededBy: child.pid }, 'demo data seeded');
}

/** The child of seedInChildProcess: seed an empty database, then exit without serving. */
async function seedOnly(config: Config, log: pino.Logger) {
  const [{ database, release }, { seedIfEmpty, storageFor, uploadsDirFor }] = await Promise.all([
    openAndPrepare(config, log),
    loadServerModules(),
  ]);
  try {
    await seedIfEmpty(database, { uploadsDir: uploadsDirFor(config), storage: storageFor(config), log });
  } finally {
    await database.close();
    release();
  }
}

async function main() {
  const config = loadConfig();
  // PGlite's engine is read and compiled off the main thread while the app's modules load.
  if (!config.databaseUrl) preparePglite();
  const log = pino({ level: config.logLevel, base: { service: 'easel' } });
  if (process.env[SEED_ONLY] === '1') return seedOnly(config, log);
  // Opening PGlite is partly reading files and compiling WebAssembly off the main thread, and
  // loading the app's modules is the main thread's work: one goes on while the other waits.
  let [{ database, release }, modules] = await Promise.all([
    openAndPrepare(config, log),
    loadServerModules(),
  ]);
  const {
    buildApp,
    createContext,
    createJobHandlers,
    queueMissingRenditionsAtStart,
    isUnseeded,
    startJobWorker,
    startReminderScheduler,
  } = modules;
  if (config.seedDemo && (await isUnseeded(database))) {
    await database.close();
    release();
    await seedInChildProcess(log);
    ({ database, release } = await openAndPrepare(config, log));
  }

  const ctx = createContext(config, database, log);
  const app = await buildApp(ctx, { logger: log });
  await app.listen({ host: config.host, port: config.port });
  log.info({ driver: database.driver, url: config.publicUrl }, `Easel is running on ${config.publicUrl}`);
  // Here and not in buildApp, so tests and the bench never run background jobs.
  const reminders = startReminderScheduler({
    db: database.db,
    mailer: ctx.mailer,
    publicUrl: config.publicUrl,
    log,
  });
  void reminders.runOnce();
  // Images stored before a rendition existed get it in the background; the worker below runs them.
  // From here on the server is answering: nothing may stop it for a database that blinks.
  await queueMissingRenditionsAtStart(database.db, log);
  const jobs = await startJobWorker(database, createJobHandlers(ctx), log);
  void jobs.runOnce();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await reminders.stop();
      await jobs.stop();
      await app.close();
      await database.close();
    } finally {
      release();
    }
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Easel failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
