import { type BuildAppOptions, buildApp } from '#server/app.ts';
import { createJobHandlers } from '#server/job-handlers.ts';
import { createContext } from '#server/platform/bootstrap.ts';
import { type Config, loadConfig } from '#server/platform/config.ts';
import type { AppContext, AppInstance } from '#server/platform/context.ts';
import type { Database } from '#server/platform/db/client.ts';
import { runJobsUntilIdle } from '#server/platform/jobs/queue.ts';
import { openTestDatabase, snapshotDatabase } from './test-database.ts';

export type TestApp = {
  app: AppInstance;
  ctx: AppContext;
  database: Database;
  config: Config;
  snapshot: () => Promise<Record<string, string>>;
  /** Runs the queued jobs (mail, reset requests …) as the worker in main.ts would; answers how many. */
  runJobs: () => Promise<number>;
  close: () => Promise<void>;
};

export const generousAccountLimits = {
  LIMIT_COMMENTS_PER_HOUR: '100000',
  LIMIT_MESSAGES_PER_HOUR: '100000',
  LIMIT_BOOKINGS_PER_HOUR: '100000',
  LIMIT_OFFERS_PER_HOUR: '100000',
  LIMIT_REPORTS_PER_HOUR: '100000',
};

/** The real app on a fresh migrated database of its own; nothing listens, requests go through inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: './.test-data/no-web-build',
    PUBLIC_URL: 'http://easel.test',
    // Suites that make many comments, messages or bookings as one person are not about the hourly
    // per-account limits; limits.test.ts sets them low to test them.
    ...generousAccountLimits,
    ...env,
  });
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, options);
  await app.ready();
  return {
    app,
    ctx,
    database,
    config,
    snapshot: () => snapshotDatabase(database),
    runJobs: () => runJobsUntilIdle(database.db, createJobHandlers(ctx)),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
