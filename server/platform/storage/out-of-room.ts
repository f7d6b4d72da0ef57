import { hasCause } from '../db/connection-failure.ts';

/**
 * The machine's own limits, as the file system reports them while a file is written or read: no
 * space left (ENOSPC) or over a quota (EDQUOT), no file handle to spare (EMFILE, ENFILE), a disk
 * turned read-only or failing (EROFS, EIO). None is the request's fault and each passes, or is
 * fixed by an operator: the answer is 503 (try again later), like a database that is away.
 */
const systemCodes = new Set(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EROFS', 'EIO']);

export const isOutOfRoom = (err: unknown): boolean =>
  hasCause(err, (cause) => {
    const code = (cause as { code?: unknown } | null)?.code;
    return typeof code === 'string' && systemCodes.has(code);
  });
