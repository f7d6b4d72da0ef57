import { WalletMinimal } from 'lucide-react';
import { useAuth } from '#web/lib/auth-state.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /wallet: the MACS balance and history; the wallet issue reads them from the ledger. */
export function Component() {
  const { status } = useAuth();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Wallet"
        title="Your MACS wallet"
        description="Your balance and every transaction, in MACS."
      />
      {status === 'loading' ? <LoadingState label="Loading" /> : null}
      {status === 'anonymous' ? (
        <SignInPrompt
          icon={WalletMinimal}
          title="Sign in to see your wallet"
          description="Your MACS balance and transaction history appear here once you are signed in."
        />
      ) : null}
      {status === 'authenticated' ? (
        <EmptyState
          icon={WalletMinimal}
          title="No transactions to show"
          description="Your MACS balance and transaction history will appear here."
        />
      ) : null}
    </PageContainer>
  );
}
