import type { AccountType } from '#shared/schemas/auth.ts';

export type AuthDialogMode = 'login' | 'register' | 'forgot';

export type AuthFormProps = {
  /** The form succeeded: close the dialog. */
  onDone: () => void;
  onSwitch: (mode: AuthDialogMode, options?: { accountType?: AccountType }) => void;
};

/** Spec §8: an auth failure in the dialog shows the error message or this. */
export const AUTH_FAILED_MESSAGE = 'An error occurred. Please try again.';
