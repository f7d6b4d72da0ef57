import { useQuery } from '@tanstack/react-query';
import { ArrowUpFromLine, Coins, type LucideIcon, Scale } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { OpenDispute } from '#shared/schemas/moderation.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { paymentsQueueQuery } from '../api/admin-api.ts';
import type { AdminAction } from '../lib/admin-action.ts';
import { buildBridgeAction, buildCryptoAction } from '../lib/payment-actions.ts';
import { BridgeCard } from './bridge-card.tsx';
import { CryptoCard } from './crypto-card.tsx';
import { DisputeCard } from './dispute-card.tsx';
import { DisputeDialog } from './dispute-dialog.tsx';
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

/** Pending crypto contributions, bridge requests and disputed sessions, each waiting for a decision. */
export function PaymentsPanel() {
  const queue = useQuery(paymentsQueueQuery());
  const [action, setAction] = useState<AdminAction | null>(null);
  const [dispute, setDispute] = useState<OpenDispute | null>(null);

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
  const { crypto, bridge, disputes } = queue.data;
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
      <QueueSection
        id="open-disputes-heading"
        title="Disputed sessions"
        description="Paid sessions a client disputed. The MACS stay held until you release them to the artist, refund the client or split them."
        count={disputes.length}
        empty={{
          icon: Scale,
          title: 'No open disputes',
          description: 'Every disputed session has been decided.',
        }}
      >
        {disputes.map((d) => (
          <li key={d.bookingId}>
            <DisputeCard dispute={d} onResolve={() => setDispute(d)} />
          </li>
        ))}
      </QueueSection>
      <ReasonDialog action={action} onClose={() => setAction(null)} />
      <DisputeDialog dispute={dispute} onClose={() => setDispute(null)} />
    </div>
  );
}
