import type { AccountType } from '#shared/schemas/auth.ts';

import type { AuthDialogMode } from '#web/lib/auth-dialog-context.ts';

export type { AuthDialogMode };

export type AuthFormProps = {
  /** The form succeeded: close the dialog. */
  onDone: () => void;
  onSwitch: (mode: AuthDialogMode, options?: { accountType?: AccountType }) => void;
};

/** Spec §8: an auth failure in the dialog shows the error message or this. */
export const AUTH_FAILED_MESSAGE = 'An error occurred. Please try again.';
