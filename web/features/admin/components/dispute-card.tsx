import { paymentStateLabels } from '#shared/booking-payments.ts';
import type { OpenDispute } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { formatDateTimeRange, formatMacsAmount } from '../lib/admin-format.ts';
import { PersonName } from './person-name.tsx';
import { QueueCard } from './queue-card.tsx';
import { TimeAgo } from './time-ago.tsx';

type DisputeCardProps = { dispute: OpenDispute; onResolve: () => void };

/** A disputed paid session: what was booked, between whom, when, and what the client says went wrong. */
export function DisputeCard({ dispute: d, onResolve }: DisputeCardProps) {
  return (
    <QueueCard
      titleClassName="font-semibold"
      title={
        <>
          {d.service}{' '}
          <span className="font-mono text-xs font-normal whitespace-nowrap text-ink-muted">
            {d.reference}
          </span>
        </>
      }
      meta={
        <>
          disputed <TimeAgo iso={d.openedAt} />
        </>
      }
      amount={formatMacsAmount(d.amount)}
      badge={<Badge tone="amber">{paymentStateLabels.held}</Badge>}
      actions={
        <Button size="sm" onClick={onResolve}>
          Resolve dispute
        </Button>
      }
    >
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">Artist</dt>
          <dd>
            <PersonName person={d.artist} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">Client</dt>
          <dd>
            <PersonName person={d.client} />
          </dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs text-ink-muted">Session</dt>
          <dd className="tabular-nums">
            <time dateTime={d.startsAt}>{formatDateTimeRange(d.startsAt, d.endsAt)}</time>
          </dd>
        </div>
      </dl>
      <figure className="mt-4 rounded-xl border-l-4 border-amber-300 bg-surface-muted px-4 py-3 dark:border-amber-700">
        <figcaption className="text-xs text-ink-muted">The client's reason</figcaption>
        <blockquote className="mt-1 text-sm break-words whitespace-pre-line">{d.reason}</blockquote>
      </figure>
    </QueueCard>
  );
}
