import { ApiError } from '#web/lib/api-client.ts';

export const ACTION_FAILED_MESSAGE = 'The action could not be completed. Please try again.';

/**
 * Someone else decided first (409), or the thing is gone (404): the queue on screen is out of date,
 * so the dialog closes, the server's sentence is shown and the lists load again.
 */
export const isStaleDecision = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/** Server validation details that belong under one of a dialog's fields, the first per field. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const known = new Set<string>(fields);
  const placed: Partial<Record<F, string>> = {};
  for (const detail of error.details) {
    if (known.has(detail.field)) placed[detail.field as F] ??= detail.message;
  }
  return placed;
}
