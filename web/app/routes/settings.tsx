import { useQuery } from '@tanstack/react-query';
import { meQuery } from '#web/features/account/api/account-api.ts';
import { AccountSettingsForm } from '#web/features/account/components/account-settings-form.tsx';
import { BlockedPeople } from '#web/features/account/components/blocked-people.tsx';
import { ChangePasswordForm } from '#web/features/account/components/change-password-form.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/**
 * /settings (behind RequireAuth): account details and notification preferences, then the password,
 * then the people this account has blocked.
 */
export function Component() {
  const me = useQuery(meQuery());
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader eyebrow="Account" title="Settings" description="Manage your account and notifications." />
      {me.isPending ? <LoadingState label="Loading" /> : null}
      {me.isError ? (
        <ErrorState
          message={errorMessage(me.error, 'Failed to fetch user profile')}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : null}
      {me.data ? (
        <div className="flex flex-col gap-6">
          <AccountSettingsForm user={me.data} />
          <ChangePasswordForm />
          <BlockedPeople />
        </div>
      ) : null}
    </PageContainer>
  );
}
