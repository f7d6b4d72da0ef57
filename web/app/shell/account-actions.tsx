import { lazy, Suspense } from 'react';
import { useAuthDialog } from '#web/lib/auth-dialog-context.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';

const SignedInActions = lazy(() =>
  import('./signed-in-actions.tsx').then((module) => ({ default: module.SignedInActions })),
);

type AccountActionsProps = {
  /** 'bar' for the desktop header, 'sheet' for the stacked mobile menu. */
  layout?: 'bar' | 'sheet';
  /** Called after any action, so the mobile menu can close. */
  onAction?: () => void;
};

/** Signed out: the two ways in. Signed in: messages, Dashboard and Logout (the bell sits beside). */
export function AccountActions({ layout = 'bar', onAction }: AccountActionsProps) {
  const { status, user } = useAuth();
  const authDialog = useAuthDialog();
  const stacked = layout === 'sheet';

  if (status === 'anonymous' || !user) {
    return (
      <div className={cn('flex gap-2', stacked ? 'flex-col items-stretch' : 'items-center')}>
        <Button
          variant="outline"
          size={stacked ? 'lg' : 'md'}
          onClick={() => {
            onAction?.();
            authDialog.open('login');
          }}
        >
          Connect Wallet
        </Button>
        <Button
          size={stacked ? 'lg' : 'md'}
          onClick={() => {
            onAction?.();
            authDialog.open('register');
          }}
        >
          Join as Creator
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInActions stacked={stacked} onAction={onAction} />
    </Suspense>
  );
}
