import { useCallback } from 'react';
import { useAuthDialog } from './auth-dialog-context.ts';
import { useAuth, useSignedIn } from './auth-state.tsx';

/**
 * Wraps an action that needs an account: signed-in callers run it, anyone else is asked to sign
 * in and nothing is sent. A session still being verified counts as signed in, as in the nav.
 */
export function useSignedInAction() {
  const { user } = useAuth();
  const signedIn = useSignedIn();
  const authDialog = useAuthDialog();
  const requireSignIn = useCallback(() => authDialog.open('login'), [authDialog]);
  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (signedIn) action(...args);
        else requireSignIn();
      },
    [signedIn, requireSignIn],
  );
  return { signedIn, userId: user?.id ?? null, guard, requireSignIn };
}
