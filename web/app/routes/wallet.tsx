import { WalletMinimal } from 'lucide-react';
import { WalletView } from '#web/features/wallet/components/wallet-view.tsx';
import { useAuth } from '#web/lib/auth-state.tsx';
import { LoadingState } from '#web/ui/spinner.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';

/** /wallet: the MACS balance, history, top-up, connected wallets and bridge, all from the ledger. */
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
      {status === 'authenticated' ? <WalletView /> : null}
    </PageContainer>
  );
}
