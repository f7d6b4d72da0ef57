import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnUser } from '#shared/schemas/auth.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { Button } from '#web/ui/button.tsx';
import { toast } from '#web/ui/toast.tsx';
import { accountKeys, cancelEmailChange, resendEmailLink } from '../api/account-api.ts';

/**
 * Under the e-mail field: whether the address is confirmed, and a change that waits for its link,
 * with the two things a person can do about either (send the link again, drop the change).
 */
export function EmailStatus({ user }: { user: OwnUser }) {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  const resend = useMutation({
    mutationFn: resendEmailLink,
    onSuccess: (body) => toast.success(body.message),
    onError: (error) => toast.error(errorMessage(error, 'The link could not be sent. Please try again.')),
  });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (body) => {
      queryClient.setQueryData(accountKeys.me, body);
      setUser(body.user);
      toast.success('The change of email address was cancelled.');
    },
    onError: (error) =>
      toast.error(errorMessage(error, 'The change could not be cancelled. Please try again.')),
  });
  const resendButton = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      Send the link again
    </Button>
  );

  if (user.pendingEmail) {
    return (
      <PendingNotice
        actions={
          <>
            {resendButton}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              Cancel the change
            </Button>
          </>
        }
      >
        Waiting for you to confirm <strong className="font-semibold break-all">{user.pendingEmail}</strong>.
        We sent it a link; until it is opened, your account keeps {user.email}.
      </PendingNotice>
    );
  }
  if (!user.emailVerified) {
    return (
      <PendingNotice actions={resendButton}>
        Your email address is not confirmed yet. Open the link we sent to it; bookings you made as a guest
        with it appear in your account once it is confirmed.
      </PendingNotice>
    );
  }
  return (
    <p className="flex items-center gap-1.5 text-xs text-ink-muted">
      <CircleCheck aria-hidden="true" className="size-3.5 text-accent-text" />
      Confirmed
    </p>
  );
}

/** Something about the address that waits for the person: what it is, then what they can do. */
function PendingNotice({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{children}</span>
      </p>
      <div className="flex flex-wrap gap-2 pl-6">{actions}</div>
    </div>
  );
}
