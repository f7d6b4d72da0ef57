import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { walletQuery } from '../api/wallet-api.ts';
import { BalanceCard } from './balance-card.tsx';
import { BalanceChart } from './balance-chart.tsx';
import { BridgeCard } from './bridge-card.tsx';
import { ConnectedWalletsCard } from './connected-wallets-card.tsx';
import { EscrowCard } from './escrow-card.tsx';
import { TransactionTable } from './transaction-table.tsx';

/** The signed-in wallet: balance and top-up, session payments in escrow, chart, history, connected wallets and the bridge. */
export function WalletView() {
  const wallet = useQuery(walletQuery());
  if (wallet.isPending) {
    return (
      <div role="status" aria-label="Loading your wallet" className="flex flex-col gap-6">
        <Skeleton className="h-32 rounded-card" />
        <Skeleton className="h-60 rounded-card" />
        <Skeleton className="h-72 rounded-card" />
      </div>
    );
  }
  if (wallet.isError) {
    return (
      <ErrorState
        title="Your wallet could not be loaded"
        message={errorMessage(wallet.error, 'Please check your connection and try again.')}
        onRetry={() => void wallet.refetch()}
        retrying={wallet.isRefetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <BalanceCard balance={wallet.data.balance} paymentMode={wallet.data.paymentMode} />
      <EscrowCard />
      <BalanceChart />
      <TransactionTable />
      <div className="grid gap-6 lg:grid-cols-2">
        <ConnectedWalletsCard wallets={wallet.data.wallets} />
        <BridgeCard wallets={wallet.data.wallets} />
      </div>
    </div>
  );
}
