import { createServer } from 'node:net';

/** A port nothing listens on right now, for a server process a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * The environment of a compiled server a process test starts (as `npm start` runs it): on PGlite in
 * `dataDir`, without the demo seed, mail or Redis, whatever the test runner's own environment says.
 */
export const compiledServerEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  REDIS_URL: '',
});
