import { useQuery } from '@tanstack/react-query';
import { ArrowUpFromLine, Coins, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { paymentsQueueQuery } from '../api/admin-api.ts';
import type { AdminAction } from '../lib/admin-action.ts';
import { buildBridgeAction, buildCryptoAction } from '../lib/payment-actions.ts';
import { BridgeCard } from './bridge-card.tsx';
import { CryptoCard } from './crypto-card.tsx';
import { ListSkeleton, QueryError } from './query-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type QueueSectionProps = {
  id: string;
  title: string;
  description: string;
  count: number;
  empty: { title: string; description: string; icon: LucideIcon };
  children: ReactNode;
};

function QueueSection({ id, title, description, count, empty, children }: QueueSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <header>
        <h2 id={id} className="flex items-baseline gap-2 font-display text-xl font-semibold">
          {title}
          <span className="text-base font-normal text-ink-muted tabular-nums">{count}</span>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{description}</p>
      </header>
      {count === 0 ? (
        <EmptyState headingLevel={3} icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}

/** Pending crypto contributions and bridge requests, each waiting for a decision. */
export function PaymentsPanel() {
  const queue = useQuery(paymentsQueueQuery());
  const [action, setAction] = useState<AdminAction | null>(null);

  if (queue.isPending) return <ListSkeleton label="Loading payments" />;
  if (queue.isError) {
    return (
      <QueryError
        title="Payments could not be loaded"
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  }
  const { crypto, bridge } = queue.data;
  return (
    <div className="flex flex-col gap-10">
      <QueueSection
        id="pending-crypto-heading"
        title="Crypto contributions"
        description="Confirm a contribution once the payment is on chain; the campaign's artist can decide it too."
        count={crypto.length}
        empty={{
          icon: Coins,
          title: 'No pending crypto contributions',
          description: 'Every crypto contribution has been confirmed or rejected.',
        }}
      >
        {crypto.map((c) => (
          <li key={c.id}>
            <CryptoCard contribution={c} onDecide={(kind) => setAction(buildCryptoAction(kind, c))} />
          </li>
        ))}
      </QueueSection>
      <QueueSection
        id="pending-bridge-heading"
        title="Bridge requests"
        description="MACS held from a wallet until the tokens are sent to the address, or given back."
        count={bridge.length}
        empty={{
          icon: ArrowUpFromLine,
          title: 'No pending bridge requests',
          description: 'Nobody is waiting for MACS to be bridged out.',
        }}
      >
        {bridge.map((b) => (
          <li key={b.id}>
            <BridgeCard request={b} onDecide={(kind) => setAction(buildBridgeAction(kind, b))} />
          </li>
        ))}
      </QueueSection>
      <ReasonDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}
