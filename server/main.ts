import pino from 'pino';
import { openConfiguredDatabase, prepareDatabase } from './platform/bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
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

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'easel' } });
  // Opening PGlite is largely reading files and compiling WebAssembly off the main thread, and
  // loading the app's modules is the main thread's work: one goes on while the other waits.
  const opening = openConfiguredDatabase(config, log).then(async (opened) => {
    await prepareDatabase(opened.database);
    return opened;
  });
  const [{ database, release }, modules] = await Promise.all([opening, loadServerModules()]);
  const {
    buildApp,
    createContext,
    createJobHandlers,
    enqueueMissingRenditions,
    seedIfEmpty,
    startJobWorker,
    startReminderScheduler,
    storageFor,
    uploadsDirFor,
  } = modules;
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database, {
      uploadsDir: uploadsDirFor(config),
      storage: storageFor(config),
      log,
    });
    if (seeded) log.info('demo data seeded');
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
  await enqueueMissingRenditions(database.db);
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
