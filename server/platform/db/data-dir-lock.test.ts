import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'easel-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server on a folder held by a live process, with a clear message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'easel.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `Another Easel server (pid ${other.pid}) is already using DATA_DIR ${dir}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'easel.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'easel.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'easel.lock'))).toBe(false);
  });

  it('creates missing parent folders', () => {
    const dir = join(tempDir(), 'a', 'b');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'easel.lock'))).toBe(true);
    release();
  });
});
