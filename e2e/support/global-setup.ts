import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../cluster/shared-services.ts';
import { chromiumPath } from './chromium.ts';
import { rootDir, type ServerProcess, startServer } from './server-process.ts';

/** Why the end-to-end suite cannot run here, or undefined when it can. */
function findMissingPrerequisite(): string | undefined {
  if (!existsSync(chromiumPath)) {
    return (
      `End-to-end tests need Chromium at ${chromiumPath}, and it is missing. ` +
      `Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium`
    );
  }
  const dist = resolve(rootDir, process.env.WEB_DIST_DIR || 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    return `End-to-end tests need the built web app (${join(dist, 'index.html')} is missing). Run: npm run build`;
  }
  const serverRender = join(dist, '..', 'build', 'ssr', 'entry-server.js');
  if (!existsSync(serverRender)) {
    return `End-to-end tests need the server render of the public pages (${serverRender} is missing). Run: npm run build`;
  }
  return undefined;
}

/**
 * Starts one real server for the whole e2e run. A missing prerequisite is handed to the test
 * files (see setup.ts), which fail with it: the other projects still run and report, and the
 * e2e suite shows as failed rather than skipped.
 */
export default async function setup(project: TestProject) {
  project.provide('baseURL', '');
  project.provide('e2eSetupError', '');
  const missing = findMissingPrerequisite();
  if (missing) {
    project.provide('e2eSetupError', missing);
    return undefined;
  }
  let server: ServerProcess;
  // E2E_DATABASE_URL (a PostgreSQL server) runs the browser suite on a fresh database of its own
  // there instead of the embedded PGlite.
  const postgres = process.env.E2E_DATABASE_URL
    ? await createDatabase(process.env.E2E_DATABASE_URL)
    : undefined;
  try {
    server = await startServer({
      label: 'easel-e2e',
      ...(postgres ? { databaseUrl: postgres.url } : {}),
      env: {
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        DEV_ROUTES: 'true',
        // Account specs sign in and register many times from one address.
        AUTH_RATE_LIMIT_MAX: '200',
        LOG_LEVEL: 'warn',
      },
    });
  } catch (err) {
    project.provide(
      'e2eSetupError',
      `Could not start the Easel server for end-to-end tests: ${(err as Error).message}`,
    );
    return undefined;
  }
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
    await postgres?.drop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server started for this run. */
    baseURL: string;
    /** Non-empty when the e2e suite cannot run; every e2e file fails with it. */
    e2eSetupError: string;
  }
}
