import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** Conflicts the server reports by code rather than by field detail. */
const codeFields: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
};

/**
 * Puts a server rejection where the user will look: under the fields it names (validation
 * details, taken e-mail or username). Returns the sentence for the form as a whole, or null when
 * every part of it was shown on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error && error.message ? error.message : fallback;
  const known = new Set<string>(fields);
  let placed = false;
  for (const detail of error.details) {
    if (!known.has(detail.field)) continue;
    setError(
      detail.field as FieldPath<T>,
      { type: 'server', message: detail.message },
      { shouldFocus: !placed },
    );
    placed = true;
  }
  const codeField = codeFields[error.code];
  if (!placed && codeField && known.has(codeField)) {
    setError(codeField as FieldPath<T>, { type: 'server', message: error.message }, { shouldFocus: true });
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
