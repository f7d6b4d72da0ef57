import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { EMAIL_LINK_INVALID_MESSAGE } from '#shared/schemas/auth.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth-state.tsx';
import { buttonClasses } from '#web/ui/button.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { accountKeys, verifyEmailQuery } from '../api/account-api.ts';

/** A refused link (4xx) needs a new one; anything else (offline, 5xx) is worth trying again. */
const isDeadLink = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * /verify-email?token=…, the page a confirmation mail links to. Works signed in or not (the link
 * is the proof); a signed-in account sees its new state at once.
 */
export function VerifyEmailResult({ token }: { token: string | null }) {
  const queryClient = useQueryClient();
  const { status } = useAuth();
  const result = useQuery({ ...verifyEmailQuery(token ?? ''), enabled: Boolean(token) });
  const signedIn = status !== 'anonymous';

  useEffect(() => {
    if (result.isSuccess && signedIn) void queryClient.invalidateQueries({ queryKey: accountKeys.me });
  }, [result.isSuccess, signedIn, queryClient]);

  if (!token) return <FormAlert>{EMAIL_LINK_INVALID_MESSAGE}</FormAlert>;
  if (result.isPending) return <LoadingState label="Confirming your email address" />;
  if (result.isError) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert>
          {isDeadLink(result.error)
            ? errorMessage(result.error, EMAIL_LINK_INVALID_MESSAGE)
            : 'Your email address could not be confirmed right now. Please try the link again in a moment.'}
        </FormAlert>
        <Link to="/settings" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Go to Settings
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="success">
        {result.data.message} From now on we write to {result.data.email}.
      </FormAlert>
      <Link to={signedIn ? '/settings' : '/'} className={buttonClasses({ size: 'lg' })}>
        {signedIn ? 'Back to Settings' : 'Go to Easel'}
      </Link>
    </div>
  );
}
