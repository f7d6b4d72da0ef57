// `npm run build:server`: bundle the server into build/server/main.js, whether or not it looks stale.
import { buildServer, serverEntry } from './lib/server-build.mjs';

try {
  await buildServer();
  console.log(`Built ${serverEntry}`);
} catch (err) {
  // esbuild has already printed each error with its file and line.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
