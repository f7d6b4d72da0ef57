import type { ErrorCode } from '#shared/errors.ts';

/** The one error services throw; the error handler turns it into the wire format. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly details?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message, 404);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError('FORBIDDEN', message, 403);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError('UNAUTHENTICATED', message, 401);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, message, 409);
export const badRequest = (message: string, field?: string) =>
  new AppError('VALIDATION_FAILED', message, 400, field ? [{ field, message }] : undefined);

/** SQLSTATE of a driver error; Drizzle wraps it, and both drivers put it at `cause.code`. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Name of the violated constraint, when the driver reports one. */
export function sqlConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = e?.cause?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}
