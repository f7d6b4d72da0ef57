import { NotFoundView } from '#web/app/shell/not-found-view.tsx';
import { AdminConsole } from '#web/features/admin/components/admin-console.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/**
 * /admin, the operator console (issue 17, decision 019). Anyone but an operator, signed in or not,
 * sees the not-found page: the console does not announce itself. The server checks the role again on
 * every call.
 */
export function Component() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState label="Loading" className="min-h-[50vh]" />;
  if (status !== 'authenticated' || user?.role !== 'admin') return <NotFoundView />;
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Operators"
        title="Operator console"
        description="Reports, payments and people waiting for a decision, and the record of every decision made."
      />
      <AdminConsole operatorId={user.id} />
    </PageContainer>
  );
}
