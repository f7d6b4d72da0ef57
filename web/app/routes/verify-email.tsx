import { useSearchParams } from 'react-router';
import { VerifyEmailResult } from '#web/features/account/components/verify-email-result.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** /verify-email?token=…, the page the confirmation e-mail links to. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <PageContainer className="max-w-lg">
      <PageHeader title="Confirm your email" description="One click proves the address is yours." />
      <Card>
        <CardContent>
          <VerifyEmailResult token={params.get('token')} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
