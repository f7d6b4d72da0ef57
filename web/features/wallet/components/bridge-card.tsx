import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatShortDate } from '#shared/booking-format.ts';
import { networkLabels } from '#shared/crypto-networks.ts';
import { type BridgeRequest, type ConnectedWallet, formatMacs } from '#shared/schemas/wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge, type BadgeTone } from '#web/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { bridgeRequestsQuery } from '../api/wallet-api.ts';
import { shortenAddress, toMinor } from '../lib/wallet-format.ts';
import { BridgeForm } from './bridge-form.tsx';

/** The spec's status colours: pending amber, completed blue, failed red. */
const statusTones: Record<BridgeRequest['status'], BadgeTone> = {
  pending: 'amber',
  completed: 'blue',
  failed: 'red',
};
const statusLabels: Record<BridgeRequest['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed, refunded',
};

function BridgeRow({ request }: { request: BridgeRequest }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
      <Badge tone={statusTones[request.status]}>{statusLabels[request.status]}</Badge>
      <span className="min-w-0 flex-1">
        {networkLabels[request.network]}{' '}
        <code title={request.address}>{shortenAddress(request.address)}</code>
        {request.failureReason ? (
          <span className="block text-xs text-ink-muted">{request.failureReason}</span>
        ) : null}
        {request.payoutTxHash ? (
          <span className="block truncate text-xs text-ink-muted">
            Paid out in{' '}
            {request.explorerUrl ? (
              <a href={request.explorerUrl} target="_blank" rel="noreferrer" className="underline">
                <code>{shortenAddress(request.payoutTxHash)}</code>
              </a>
            ) : (
              <code>{shortenAddress(request.payoutTxHash)}</code>
            )}
          </span>
        ) : null}
      </span>
      <span className="font-medium tabular-nums">{formatMacs(toMinor(request.amount))}</span>
      <span className="w-full text-xs text-ink-muted tabular-nums sm:w-auto">
        {formatShortDate(request.createdAt)}
      </span>
    </li>
  );
}

/** Bridge MACS out to a connected wallet; an operator completes each request (no chain call here). */
export function BridgeCard({ wallets }: { wallets: ConnectedWallet[] }) {
  const query = useQuery(bridgeRequestsQuery());
  const [sent, setSent] = useState({ count: 0, walletId: undefined as string | undefined });
  const known = wallets.some((w) => w.id === sent.walletId) ? sent.walletId : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bridge</CardTitle>
        <CardDescription>
          Move MACS out to a connected wallet. The amount is held until an operator completes the transfer; if
          it fails, the MACS come back to your balance.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {wallets.length > 0 ? (
          <BridgeForm
            key={`${sent.count}:${wallets.map((w) => w.id).join()}`}
            wallets={wallets}
            initialWalletId={known}
            onSent={(walletId) => setSent((s) => ({ count: s.count + 1, walletId }))}
          />
        ) : (
          <p className="text-sm text-ink-muted">Connect a wallet above to bridge MACS out.</p>
        )}
        <div>
          <h3 className="text-sm font-medium">Your bridge requests</h3>
          {query.isPending ? (
            <div role="status" aria-label="Loading bridge requests" className="mt-2 space-y-2">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
          ) : query.isError ? (
            <ErrorState
              className="mt-2 py-6"
              title="Bridge requests could not be loaded"
              message={errorMessage(query.error, 'Please check your connection and try again.')}
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
            />
          ) : query.data.length === 0 ? (
            <p className="mt-1 text-sm text-ink-muted">No bridge requests yet.</p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {query.data.map((request) => (
                <BridgeRow key={request.id} request={request} />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
