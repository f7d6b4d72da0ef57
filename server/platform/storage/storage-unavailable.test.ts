import { describe, expect, it } from 'vitest';
import { isStorageUnavailable, StorageUnavailableError } from './storage-unavailable.ts';

const systemError = (code: string) =>
  Object.assign(new Error(`${code}: while writing`), { code, syscall: 'write' });

describe('isStorageUnavailable: files cannot be stored or read now, as opposed to the request being wrong', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EROFS', 'EIO'])(
    '%s is, also wrapped in another error',
    (code) => {
      expect(isStorageUnavailable(systemError(code))).toBe(true);
      expect(isStorageUnavailable(new Error('Upload failed', { cause: systemError(code) }))).toBe(true);
    },
  );

  it('a file store failing on its side is, as its adapter reports it', () => {
    const failure = new StorageUnavailableError(new Error('SlowDown'));
    expect(isStorageUnavailable(failure)).toBe(true);
    expect(isStorageUnavailable(new Error('Upload failed', { cause: failure }))).toBe(true);
  });

  it.each([
    ['a missing file', systemError('ENOENT')],
    ['a path that is no folder', systemError('ENOTDIR')],
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'key')")],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });
});
