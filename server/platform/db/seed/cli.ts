// `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes data and uploads first.
import { openConfiguredDatabase, prepareDatabase } from '#server/platform/bootstrap.ts';
import { ConfigError, loadConfig } from '#server/platform/config.ts';
import { DataDirLockedError } from '#server/platform/db/data-dir-lock.ts';
import { uploadsDirFor } from '#server/platform/storage/storage.ts';
import { resetDatabase } from './reset.ts';
import { DEMO_ARTIST_EMAIL, DEMO_PASSWORD, DEMO_SUPPORTER_EMAIL, seedIfEmpty } from './seed.ts';

async function run() {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const uploadsDir = uploadsDirFor(config);
  const { database, release } = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    if (reset) {
      await resetDatabase(database, uploadsDir);
      console.log('Removed all data and uploads.');
    }
    const seeded = await seedIfEmpty(database, { uploadsDir, log: { info: (msg) => console.log(msg) } });
    if (seeded) {
      console.log(
        `Demo logins (password "${DEMO_PASSWORD}"): artist ${DEMO_ARTIST_EMAIL}, supporter ${DEMO_SUPPORTER_EMAIL}`,
      );
    } else {
      console.log(
        'The database already has data; nothing seeded. Run `npm run seed -- --reset` to rebuild it.',
      );
    }
  } finally {
    await database.close();
    release();
  }
}

run().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
