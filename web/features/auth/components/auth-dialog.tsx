import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { AccountType } from '#shared/schemas/auth.ts';
import {
  AuthDialogContext,
  type AuthDialogMode,
  type OpenAuthDialogOptions,
} from '#web/lib/auth-dialog-context.ts';

// Most visitors never sign in on a page; the forms load when the dialog first opens.
const AuthDialogBody = lazy(() =>
  import('./auth-dialog-body.tsx').then((module) => ({ default: module.AuthDialogBody })),
);

type State = { open: boolean; mode: AuthDialogMode; accountType: AccountType; key: number };

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ open: false, mode: 'login', accountType: 'creator', key: 0 });

  // Opened from code, not from a Radix trigger, so the dialog must be told where focus goes back.
  const openerRef = useRef<HTMLElement | null>(null);
  const open = useCallback((mode: AuthDialogMode, options?: OpenAuthDialogOptions) => {
    setState((s) => {
      if (!s.open && document.activeElement instanceof HTMLElement)
        openerRef.current = document.activeElement;
      // A new key gives every opening fresh, empty forms.
      return { open: true, mode, accountType: options?.accountType ?? 'creator', key: s.key + 1 };
    });
  }, []);
  const returnFocus = useCallback((event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {/* Mounted from the first opening on, so closing still animates and returns focus. */}
      {state.key > 0 ? (
        <Suspense fallback={null}>
          <AuthDialogBody
            open={state.open}
            mode={state.mode}
            accountType={state.accountType}
            formKey={state.key}
            onOpen={open}
            onClose={close}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
