import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCompiledServerRecordingModules } from '../../test/process-helpers.ts';

// argon2's native binding is loaded at the first password hash or verify, not at start (decision
// 022). The compiled server, as `npm start` runs it, is started on one data folder twice, and the
// CommonJS modules each process loaded are recorded (the binding's package is one).

const isArgon2 = (path: string) => /[/\\]node_modules[/\\]@node-rs[/\\]argon2/.test(path);

describe('the compiled server and argon2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'easel-argon2-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers without loading argon2', async () => {
    const loaded = await runCompiledServerRecordingModules(dir);
    // The next test shows the record catches argon2 when it is loaded.
    expect(loaded.filter(isArgon2)).toEqual([]);
  }, 120_000);

  it('loads argon2 for the first sign-in, and the sign-in is checked', async () => {
    const loaded = await runCompiledServerRecordingModules(dir, async (baseUrl) => {
      const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
      });
      // No such account: refused after verifying against a throw-away argon2 hash.
      expect(res.status).toBe(401);
    });
    expect(loaded.filter(isArgon2).length).toBeGreaterThan(0);
  }, 120_000);
});
