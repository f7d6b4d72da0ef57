// `npm run check:ledger`: proves the MACS ledger's invariants on the configured database and
// exits non-zero, listing each violation, when any fails.
import { checkLedger } from '#server/domains/wallet/ledger-check.ts';
import { openConfiguredDatabase, prepareDatabase } from '#server/platform/bootstrap.ts';
import { ConfigError, loadConfig } from '#server/platform/config.ts';
import { DataDirLockedError } from '#server/platform/db/data-dir-lock.ts';

async function runCheck(): Promise<number> {
  const { database, release } = await openConfiguredDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    const violations = await checkLedger(database.db);
    if (violations.length === 0) {
      console.log('Ledger check passed: every transfer sums to zero, every balance equals its entries.');
      return 0;
    }
    for (const { rule, detail } of violations) console.error(`✗ ${rule}: ${detail}`);
    console.error(`Ledger check failed with ${violations.length} violation(s).`);
    return 1;
  } finally {
    await database.close();
    release();
  }
}

runCheck().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
    else console.error('Ledger check could not run:', err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
