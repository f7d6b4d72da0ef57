import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCompiledServerRecordingModules } from '../../test/process-helpers.ts';

// ioredis (and its ~60 modules) is loaded only when Redis is configured (decision 022): the rate
// limit and the account limits import it when they are given a REDIS_URL. The compiled server,
// as `npm start` runs it on PGlite, is asked one health check and one sign-in and stopped, and the
// CommonJS modules the process loaded are recorded.

describe('the compiled server without REDIS_URL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easel-no-redis-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers without loading ioredis', async () => {
    const loaded = await runCompiledServerRecordingModules(dir, async (baseUrl) => {
      // A sign-in loads argon2's binding (a CommonJS package), which shows the record works below.
      await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
      });
    });
    expect(loaded.some((path) => /[/\\]node_modules[/\\]@node-rs[/\\]argon2/.test(path))).toBe(true);
    expect(loaded.filter((path) => /[/\\]node_modules[/\\](@ioredis|ioredis)[/\\]/.test(path))).toEqual([]);
  }, 120_000);
});
