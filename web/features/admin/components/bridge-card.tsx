import { networkLabels } from '#shared/crypto-networks.ts';
import type { PendingBridge } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatMacsAmount } from '../lib/admin-format.ts';
import { AddressLine } from './address-line.tsx';
import { PersonName } from './person-name.tsx';
import { QueueCard } from './queue-card.tsx';
import { TimeAgo } from './time-ago.tsx';

type BridgeCardProps = { request: PendingBridge; onDecide: (kind: 'complete' | 'fail') => void };

/** A pending bridge-out: who, how much, and where the tokens are to go. */
export function BridgeCard({ request: b, onDecide }: BridgeCardProps) {
  return (
    <QueueCard
      title={<PersonName person={b.user} />}
      meta={
        <>
          requested <TimeAgo iso={b.createdAt} />
        </>
      }
      amount={formatMacsAmount(b.amount)}
      badge={<Badge tone="neutral">{networkLabels[b.network]}</Badge>}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => onDecide('fail')}>
            Fail
          </Button>
          <Button size="sm" onClick={() => onDecide('complete')}>
            Complete
          </Button>
        </>
      }
    >
      <dl className="mt-4">
        <AddressLine label="To address">{b.address}</AddressLine>
      </dl>
    </QueueCard>
  );
}
