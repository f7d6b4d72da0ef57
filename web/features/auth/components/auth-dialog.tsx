import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import type { AccountType } from '#shared/schemas/auth.ts';
import {
  AuthDialogContext,
  type AuthDialogMode,
  type OpenAuthDialogOptions,
} from '#web/lib/auth-dialog-context.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import type { AuthFormProps } from './auth-form-props.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

const titles: Record<AuthDialogMode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to your Easel account.' },
  register: {
    title: 'Join Easel',
    description: 'Create your account to follow artists, book sessions and back campaigns.',
  },
  forgot: {
    title: 'Reset your password',
    description: 'Enter the email of your account and we will send you a link to choose a new password.',
  },
};

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

  const formProps: AuthFormProps = { onDone: close, onSwitch: open };
  const { title, description } = titles[state.mode];

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Dialog open={state.open} onOpenChange={(next) => (next ? undefined : close())}>
        <DialogContent
          title={title}
          description={description}
          size="md"
          key={state.key}
          onCloseAutoFocus={returnFocus}
        >
          {state.mode === 'login' ? <LoginForm {...formProps} /> : null}
          {state.mode === 'register' ? <RegisterForm {...formProps} accountType={state.accountType} /> : null}
          {state.mode === 'forgot' ? <ForgotPasswordForm {...formProps} /> : null}
          {state.mode !== 'forgot' ? (
            <div className="mt-5 flex flex-col gap-4">
              <SocialSignIn />
              <p className="text-center text-sm text-ink-muted">
                {state.mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
                <Button
                  variant="link"
                  className="text-sm"
                  onClick={() =>
                    state.mode === 'login' ? open('register', { accountType: 'supporter' }) : open('login')
                  }
                >
                  {state.mode === 'login' ? 'Sign up' : 'Sign in'}
                </Button>
              </p>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </AuthDialogContext.Provider>
  );
}
