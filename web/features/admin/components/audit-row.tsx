import type { AuditEntry } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { describeAction, formatDateTime } from '../lib/admin-format.ts';
import { PersonName } from './person-name.tsx';
import { TimeAgo } from './time-ago.tsx';

const WEEK_MS = 7 * 24 * 3_600_000;

/** Past a week the relative age is only the date again, which the row already shows. */
const isRecent = (iso: string) => Date.now() - new Date(iso).getTime() < WEEK_MS;

/** One act on the record: when, who, what, on which target, and the reason given. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <article className="grid gap-2 px-4 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6 sm:px-5">
      <p className="flex gap-2 text-xs text-ink-muted sm:flex-col sm:gap-0.5">
        <span className="font-medium text-ink tabular-nums">{formatDateTime(entry.createdAt)}</span>
        {isRecent(entry.createdAt) ? <TimeAgo iso={entry.createdAt} /> : null}
      </p>
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {entry.actor ? <PersonName person={entry.actor} /> : <span className="font-medium">System</span>}
          <Badge tone="neutral">{describeAction(entry.action)}</Badge>
          <code className="font-mono text-xs text-ink-muted">{entry.action}</code>
        </p>
        <p className="text-xs text-ink-muted">
          Target <span className="font-medium text-ink">{entry.targetType}</span>{' '}
          <span className="font-mono break-all">{entry.targetId}</span>
        </p>
        <p className="text-sm break-words whitespace-pre-line">{entry.reason}</p>
      </div>
    </article>
  );
}
