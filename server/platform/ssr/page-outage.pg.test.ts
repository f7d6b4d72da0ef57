import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../cluster/shared-services.ts';
import { type ServerProcess, startServer } from '../../../e2e/support/server-process.ts';
import { ensureWebBuild } from '../../../scripts/lib/web-build.mjs';

/**
 * The server-rendered public pages while the database turns every connection away: the real
 * server, built as production runs it. Each page answers 503 at once with Retry-After, and a reader
 * without JavaScript reads why and how to try again instead of an empty shell saying "Loading";
 * once the database is back, the pages are whole again.
 */

const PUBLIC_PAGES = ['/', '/campaigns', '/marketplace', '/discover', '/artists/maya'];

let database: Awaited<ReturnType<typeof createDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  ensureWebBuild();
  database = await createDatabase(process.env.TEST_DATABASE_URL!);
  server = await startServer({
    label: 'easel-page-outage',
    databaseUrl: database.url,
    env: { SEED_DEMO: 'true', DATABASE_CONNECT_TIMEOUT_MS: '2000' },
    timeoutMs: 120_000,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The content a browser without JavaScript shows: what the startup shell holds inside <noscript>. */
function noScriptNotice(html: string): string | undefined {
  return /<!--startup-shell-->[\s\S]*?<noscript>([\s\S]*?)<\/noscript>[\s\S]*?<!--\/startup-shell-->/.exec(
    html,
  )?.[1];
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('public pages while the database is away', () => {
  it('answer 503 with Retry-After and tell a reader without JavaScript, then render again once it is back', async () => {
    const name = new URL(database.url).pathname.slice(1);
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    try {
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      for (const path of PUBLIC_PAGES) {
        const response = await fetch(`${server.baseURL}${path}`);
        const html = await response.text();
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toBe('5');
        expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(html, path).toContain('<title>Easel is unavailable right now · Easel</title>');
        const notice = noScriptNotice(html);
        expect(notice, path).toContain('Easel is unavailable right now</h1>');
        expect(notice, path).toContain(`href="${path}"`);
        // The app still starts from it and retries on its own.
        expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/);
      }
    } finally {
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    }
    await expect
      .poll(async () => (await fetch(`${server.baseURL}/artists/maya`)).status, { timeout: 20_000 })
      .toBe(200);
    const html = await (await fetch(`${server.baseURL}/artists/maya`)).text();
    expect(html).toContain('Maya Chen');
    expect(noScriptNotice(html)).toBeUndefined();
  }, 60_000);
});
