// `npm run admin:create -- --email x@y`: makes (or promotes) an operator and prints a one-time sign-in link.
import { openConfiguredDatabase, prepareDatabase } from '#server/platform/bootstrap.ts';
import { ConfigError, loadConfig } from '#server/platform/config.ts';
import { DataDirLockedError } from '#server/platform/db/data-dir-lock.ts';
import { grantOperator } from './operator-account.ts';

function emailArgument(argv: string[]): string | undefined {
  const at = argv.indexOf('--email');
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith('--email='))?.slice('--email='.length);
}

async function run() {
  const email = emailArgument(process.argv.slice(2));
  if (!email) {
    console.error('Usage: npm run admin:create -- --email person@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    const grant = await grantOperator(database.db, email, config.publicUrl);
    console.log(`${grant.created ? 'Created' : 'Promoted'} ${grant.email} as an operator.`);
    console.log(
      `Sign in within 30 minutes by choosing a password here (the link works once):\n${grant.link}`,
    );
  } finally {
    await database.close();
    release();
  }
}

run().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
  else console.error('Could not create the operator:', err instanceof Error ? err.message : err);
  process.exit(1);
});
