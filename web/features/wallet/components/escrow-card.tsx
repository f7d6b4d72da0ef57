import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { paymentStateLabels } from '#shared/booking-payments.ts';
import { type EscrowTotals, formatMacs } from '#shared/schemas/wallet.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/ui/card.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { escrowQuery } from '../api/wallet-api.ts';
import { toMinor } from '../lib/wallet-format.ts';

type Side = {
  key: 'asClient' | 'asArtist';
  title: string;
  labels: Record<keyof EscrowTotals, string>;
};

/** Each side in its own words: what you paid for sessions, and what clients paid you. */
const sides: Side[] = [
  {
    key: 'asArtist',
    title: 'As an artist',
    labels: { held: paymentStateLabels.held, released: 'Paid to you', refunded: 'Refunded to clients' },
  },
  {
    key: 'asClient',
    title: 'As a client',
    labels: { held: paymentStateLabels.held, released: 'Paid to artists', refunded: 'Refunded to you' },
  },
];

const isEmpty = (totals: EscrowTotals) => totals.held === 0 && totals.released === 0 && totals.refunded === 0;

function SideFigures({ side, totals }: { side: Side; totals: EscrowTotals }) {
  const headingId = `escrow-${side.key}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-medium text-ink-muted">
        {side.title}
      </h4>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {(['held', 'released', 'refunded'] as const).map((part) => (
          <div
            key={part}
            data-part={part}
            className="flex items-baseline justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3 sm:flex-col sm:items-start sm:gap-1"
          >
            <dt className="text-sm text-ink-muted">{side.labels[part]}</dt>
            <dd className="font-display text-lg font-semibold tabular-nums">
              {formatMacs(toMinor(totals[part]))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Session payments (issue 18): MACS held in escrow for booked sessions, released to the artist,
 * and refunded, apart, for each side the person has been on. A side with nothing is left out.
 */
export function EscrowCard() {
  const escrow = useQuery(escrowQuery());
  let body: ReactNode;
  if (escrow.isPending) {
    body = (
      <div role="status" aria-label="Loading session payments">
        <Skeleton className="h-20 rounded-xl" />
      </div>
    );
  } else if (escrow.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-danger">{errorMessage(escrow.error, 'Session payments could not be loaded.')}</p>
        <Button variant="outline" size="sm" onClick={() => void escrow.refetch()} loading={escrow.isFetching}>
          {escrow.isFetching ? null : <RotateCw aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  } else {
    const shown = sides.filter((side) => !isEmpty(escrow.data[side.key]));
    body =
      shown.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No paid sessions yet. When you book one, or a client books one with you, its MACS show here.
        </p>
      ) : (
        shown.map((side) => <SideFigures key={side.key} side={side} totals={escrow.data[side.key]} />)
      );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Session payments</CardTitle>
        <CardDescription>
          A booked session's MACS are held in escrow until it is complete, then paid to the artist; a
          cancellation refunds them under the session's policy.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{body}</CardContent>
    </Card>
  );
}
