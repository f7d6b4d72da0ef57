import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { formatShortDate } from '#shared/booking-format.ts';
import { formatMacs, type WalletTransaction } from '#shared/schemas/wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { cn } from '#web/ui/cn.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { TRANSACTIONS_PAGE_SIZE, transactionsQuery } from '../api/wallet-api.ts';
import { describeTransferType, toMinor } from '../lib/wallet-format.ts';

function TransactionRow({ row }: { row: WalletTransaction }) {
  const type = describeTransferType(row.type);
  const badge = <Badge tone={type.tone}>{type.label}</Badge>;
  return (
    <tr className="border-t border-line align-top">
      <td className="hidden py-3 pr-3 sm:table-cell">{badge}</td>
      <td className="py-3 pr-3">
        <div className="mb-1 sm:hidden">{badge}</div>
        <p className="font-medium break-words">{row.counterparty}</p>
        {/* A top-up's memo repeats its counterparty; say it once. */}
        {row.description !== row.counterparty ? (
          <p className="text-xs break-all text-ink-muted">{row.description}</p>
        ) : null}
        <p className="text-xs text-ink-muted tabular-nums sm:hidden">{formatShortDate(row.createdAt)}</p>
      </td>
      <td
        className={cn(
          'py-3 text-right font-medium whitespace-nowrap tabular-nums sm:pr-3',
          row.amount > 0 ? 'text-green-700 dark:text-green-400' : 'text-ink',
        )}
      >
        {formatMacs(toMinor(row.amount), { signed: true })}
      </td>
      <td className="hidden py-3 text-right whitespace-nowrap text-ink-muted tabular-nums sm:table-cell">
        {formatShortDate(row.createdAt)}
      </td>
    </tr>
  );
}

/** The whole history, a page at a time: type, counterparty, signed amount and date. */
export function TransactionTable() {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...transactionsQuery(page), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / TRANSACTIONS_PAGE_SIZE));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Transaction history</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label="Loading transactions" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            title="Transactions could not be loaded"
            message={errorMessage(query.error, 'Please check your connection and try again.')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : query.data.total === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={ReceiptText}
            title="No transactions yet"
            description="Top up your wallet to get started; every top-up, purchase and bridge shows here."
          />
        ) : (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">Transactions, newest first</caption>
              <thead className="text-left text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="hidden pb-2 font-medium sm:table-cell">
                    Type
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Counterparty
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="hidden pb-2 text-right font-medium sm:table-cell">
                    Date
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.map((row) => (
                  <TransactionRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
            {pages > 1 ? (
              <nav aria-label="Transaction pages" className="mt-4 flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <p className="text-sm text-ink-muted tabular-nums">
                  Page {page} of {pages}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
