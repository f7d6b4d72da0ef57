import { hasCause } from '../db/connection-failure.ts';

/**
 * The machine's own limits, as the file system reports them while a file is written or read: no
 * space left (ENOSPC) or over a quota (EDQUOT), no file handle to spare (EMFILE, ENFILE), a disk
 * turned read-only or failing (EROFS, EIO).
 */
const systemCodes = new Set(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EROFS', 'EIO']);

/** A file store that failed on its side (a bucket answering 5xx or throttling), as its adapter reports it. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file store is not available', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Whether files cannot be stored or read now for a reason that is not the request's: a full or
 * failing disk, or a file store failing on its side. Each passes or is fixed by an operator, so
 * the answer is 503 (try again later), like a database that is away.
 */
export const isStorageUnavailable = (err: unknown): boolean =>
  hasCause(err, (cause) => {
    if (cause instanceof StorageUnavailableError) return true;
    const code = (cause as { code?: unknown } | null)?.code;
    return typeof code === 'string' && systemCodes.has(code);
  });
