import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatMacs } from '#shared/schemas/wallet.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent } from '#web/ui/card.tsx';
import { lazyNamed, WhenOpened } from '#web/ui/lazy.tsx';
import { toMinor, topupLabel } from '../lib/wallet-format.ts';

// The top-up form and its dialog load when someone opens it, not with the wallet page.
const TopupDialog = lazyNamed(() => import('./topup-dialog.tsx'), 'TopupDialog');

type BalanceCardProps = { balance: number; paymentMode: 'test' | 'live' };

/** The balance as a big tabular figure, with the top-up next to it. */
export function BalanceCard({ balance, paymentMode }: BalanceCardProps) {
  const testMode = paymentMode === 'test';
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-sm font-medium text-ink-muted">Balance</h2>
          <p className="mt-1 font-display text-4xl font-semibold tabular-nums" data-testid="wallet-balance">
            {formatMacs(toMinor(balance))}
          </p>
        </div>
        <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          {topupLabel(testMode)}
        </Button>
        <WhenOpened open={open}>
          <TopupDialog testMode={testMode} open={open} onOpenChange={setOpen} />
        </WhenOpened>
      </CardContent>
    </Card>
  );
}
