import { useId } from 'react';
import { networkLabels } from '#shared/crypto-networks.ts';
import type { PendingBridge } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatMacsAmount } from '../lib/admin-format.ts';
import { AddressLine } from './address-line.tsx';
import { PersonName } from './person-name.tsx';
import { TimeAgo } from './time-ago.tsx';

type BridgeCardProps = { request: PendingBridge; onDecide: (kind: 'complete' | 'fail') => void };

/** A pending bridge-out: who, how much, and where the tokens are to go. */
export function BridgeCard({ request: b, onDecide }: BridgeCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId}>
            <PersonName person={b.user} />
          </h3>
          <p className="text-sm text-ink-muted">
            requested <TimeAgo iso={b.createdAt} />
          </p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <p className="font-display text-xl font-semibold tabular-nums">{formatMacsAmount(b.amount)}</p>
          <Badge tone="neutral">{networkLabels[b.network]}</Badge>
        </div>
      </div>
      <dl className="mt-4">
        <AddressLine label="To address">{b.address}</AddressLine>
      </dl>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => onDecide('fail')}>
          Fail
        </Button>
        <Button size="sm" onClick={() => onDecide('complete')}>
          Complete
        </Button>
      </div>
    </article>
  );
}
