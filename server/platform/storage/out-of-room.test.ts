import { describe, expect, it } from 'vitest';
import { isOutOfRoom } from './out-of-room.ts';

const systemError = (code: string) =>
  Object.assign(new Error(`${code}: while writing`), { code, syscall: 'write' });

describe('isOutOfRoom: the machine cannot store or read now, as opposed to the request being wrong', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EROFS', 'EIO'])(
    '%s is, also wrapped in another error',
    (code) => {
      expect(isOutOfRoom(systemError(code))).toBe(true);
      expect(isOutOfRoom(new Error('Upload failed', { cause: systemError(code) }))).toBe(true);
    },
  );

  it.each([
    ['a missing file', systemError('ENOENT')],
    ['a path that is no folder', systemError('ENOTDIR')],
    ['an ordinary bug', new TypeError("Cannot read properties of undefined (reading 'key')")],
    ['nothing', undefined],
  ])('%s is not', (_label, error) => {
    expect(isOutOfRoom(error)).toBe(false);
  });
});
