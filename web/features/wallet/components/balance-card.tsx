import { formatMacs } from '#shared/schemas/wallet.ts';
import { Card, CardContent } from '#web/ui/card.tsx';
import { toMinor } from '../lib/wallet-format.ts';
import { TopupDialog } from './topup-dialog.tsx';

type BalanceCardProps = { balance: number; paymentMode: 'test' | 'live' };

/** The balance as a big tabular figure, with the top-up next to it. */
export function BalanceCard({ balance, paymentMode }: BalanceCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-sm font-medium text-ink-muted">Balance</h2>
          <p className="mt-1 font-display text-4xl font-semibold tabular-nums" data-testid="wallet-balance">
            {formatMacs(toMinor(balance))}
          </p>
        </div>
        <TopupDialog testMode={paymentMode === 'test'} />
      </CardContent>
    </Card>
  );
}
