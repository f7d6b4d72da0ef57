import { useCallback } from 'react';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';

/**
 * Wraps an action that needs an account: signed-in callers run it, anyone else is asked to sign
 * in and nothing is sent. A session still being verified counts as signed in, as in the nav.
 */
export function useSignedInAction() {
  const { status, user } = useAuth();
  const authDialog = useAuthDialog();
  const signedIn = status !== 'anonymous' && user !== null;
  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (signedIn) action(...args);
        else authDialog.open('login');
      },
    [signedIn, authDialog],
  );
  return { signedIn, userId: user?.id ?? null, guard };
}
