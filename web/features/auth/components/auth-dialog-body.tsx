import { Suspense } from 'react';
import type { AccountType } from '#shared/schemas/auth.ts';
import type { AuthDialogMode, OpenAuthDialogOptions } from '#web/lib/auth-dialog-context.ts';
import { Button } from '#web/ui/button.tsx';
import { Dialog, DialogContent } from '#web/ui/dialog.tsx';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import type { AuthFormProps } from './auth-form-props.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

// Sign-up has more to load (checkbox, switch, the password rules); sign-in need not wait for it.
const RegisterForm = lazyNamed(() => import('./register-form.tsx'), 'RegisterForm');

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

export type AuthDialogBodyProps = {
  open: boolean;
  mode: AuthDialogMode;
  accountType: AccountType;
  /** A new key gives every opening fresh, empty forms. */
  formKey: number;
  onOpen: (mode: AuthDialogMode, options?: OpenAuthDialogOptions) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The sign-in, sign-up and reset forms in one dialog. Its own module, loaded on the first opening,
 * so the forms, their validation and the dialog primitive stay out of every page's first download.
 */
export function AuthDialogBody(props: AuthDialogBodyProps) {
  const { open, mode, accountType, formKey, onOpen, onClose, onCloseAutoFocus } = props;
  const formProps: AuthFormProps = { onDone: onClose, onSwitch: onOpen };
  const { title, description } = titles[mode];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={description}
        size="md"
        key={formKey}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {mode === 'login' ? <LoginForm {...formProps} /> : null}
        {mode === 'register' ? (
          <Suspense fallback={<LoadingState label="Loading" className="py-10" />}>
            <RegisterForm {...formProps} accountType={accountType} />
          </Suspense>
        ) : null}
        {mode === 'forgot' ? <ForgotPasswordForm {...formProps} /> : null}
        {mode !== 'forgot' ? (
          <div className="mt-5 flex flex-col gap-4">
            <SocialSignIn />
            <p className="text-center text-sm text-ink-muted">
              {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
              <Button
                variant="link"
                className="text-sm"
                onClick={() =>
                  mode === 'login' ? onOpen('register', { accountType: 'supporter' }) : onOpen('login')
                }
              >
                {mode === 'login' ? 'Sign up' : 'Sign in'}
              </Button>
            </p>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
