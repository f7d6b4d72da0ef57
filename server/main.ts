import pino from 'pino';
import { buildApp } from './app.ts';
import { startReminderScheduler } from './domains/bookings/reminder-scheduler.ts';
import { enqueueMissingRenditions } from './domains/media/rendition-backfill.ts';
import { createJobHandlers } from './job-handlers.ts';
import { createContext, openConfiguredDatabase, prepareDatabase } from './platform/bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { seedIfEmpty } from './platform/db/seed/seed.ts';
import { startJobWorker } from './platform/jobs/worker.ts';
import { storageFor, uploadsDirFor } from './platform/storage/storage.ts';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'easel' } });
  const { database, release } = await openConfiguredDatabase(config, log);
  await prepareDatabase(database);
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
