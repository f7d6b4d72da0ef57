import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { networkLabels } from '#shared/crypto-networks.ts';
import type { ConnectedWallet } from '#shared/schemas/wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { LazyConfirmDeleteDialog } from '#web/ui/lazy-confirm-delete-dialog.tsx';
import { toast } from '#web/ui/toast.tsx';
import { useRemoveWallet } from '../api/wallet-api.ts';
import { shortenAddress } from '../lib/wallet-format.ts';
import { ConnectWalletForm } from './connect-wallet-form.tsx';

/** External addresses the person bridges MACS out to: list, remove (with a confirm), add. */
export function ConnectedWalletsCard({ wallets }: { wallets: ConnectedWallet[] }) {
  const [removing, setRemoving] = useState<ConnectedWallet | null>(null);
  const remove = useRemoveWallet();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connected wallets</CardTitle>
        <CardDescription>Addresses you can bridge MACS out to. Add one per network you use.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {wallets.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No wallets connected yet. Add an address below to bridge MACS out.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {wallets.map((wallet) => (
              <li key={wallet.id} className="flex items-center gap-3 py-2.5">
                <Badge>{networkLabels[wallet.network]}</Badge>
                <code className="min-w-0 flex-1 truncate text-sm" title={wallet.address}>
                  {shortenAddress(wallet.address)}
                </code>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(wallet)}
                  aria-label={`Remove ${networkLabels[wallet.network]} wallet ${shortenAddress(wallet.address)}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <ConnectWalletForm />
      </CardContent>
      <LazyConfirmDeleteDialog
        target={removing}
        title="Remove wallet"
        description="Are you sure you want to remove this wallet? Bridge requests already made to it keep its address."
        targetLabel={(wallet) => `${networkLabels[wallet.network]} ${wallet.address}`}
        remove={(wallet) => remove.mutateAsync(wallet.id)}
        describeError={(error) => errorMessage(error, 'The wallet could not be removed.')}
        onDeleted={() => toast.success('Wallet removed')}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
