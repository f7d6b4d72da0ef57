import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /reset-password?token=…, the page the reset e-mail links to. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-lg">
      <PageHeader
        title="Choose a new password"
        description="Pick a password you have not used here before."
      />
      <Card>
        <CardContent>
          <ResetPasswordForm token={params.get('token')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
