import { createContext, useContext } from 'react';
import type { AccountType } from '#shared/schemas/auth.ts';

export type AuthDialogMode = 'login' | 'register' | 'forgot';
export type OpenAuthDialogOptions = { accountType?: AccountType };
export type AuthDialogApi = {
  /**
   * Opens the dialog. 'register' defaults to a creator account, because 'Join as Creator' is how
   * the navigation opens it; the dialog's own switch link opens it for a supporter.
   */
  open: (mode: AuthDialogMode, options?: OpenAuthDialogOptions) => void;
  close: () => void;
};

/**
 * Any feature may ask a visitor to sign in without importing the auth feature (features never
 * import each other): the auth feature provides this context, everyone else only opens it.
 */
export const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return value;
}
