import { Ban, Check, Eye, EyeOff, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { type ReportGroup, reportReasonLabels } from '#shared/schemas/moderation.ts';
import { Badge } from '#web/ui/badge.tsx';
import { Button } from '#web/ui/button.tsx';
import { pluralize } from '../lib/admin-format.ts';
import { listReportActions, type ReportActionKind } from '../lib/report-actions.ts';
import { PersonName } from './person-name.tsx';
import { ReportedContentView } from './reported-content.tsx';
import { TimeAgo } from './time-ago.tsx';

const actionButtons: Record<ReportActionKind, { label: string; icon: LucideIcon }> = {
  dismiss: { label: 'Dismiss', icon: Check },
  hide: { label: 'Hide content', icon: EyeOff },
  restore: { label: 'Restore', icon: Eye },
  suspend: { label: 'Suspend author', icon: Ban },
};

type ReportGroupCardProps = { group: ReportGroup; onAction: (kind: ReportActionKind) => void };

/** One reported thing: the content, every open report about it, and what the operator can do. */
export function ReportGroupCard({ group, onAction }: ReportGroupCardProps) {
  const headingId = useId();
  const { target, reports } = group;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4 shadow-soft sm:p-6"
    >
      <ReportedContentView target={target} headingId={headingId} />
      <section className="mt-5 border-t border-line pt-4">
        <h4 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
          {pluralize(reports.length, 'open report')}
        </h4>
        <ul className="mt-2 divide-y divide-line">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-col gap-1.5 py-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <Badge tone="neutral">{reportReasonLabels[report.reason]}</Badge>
                <span className="text-ink-muted">
                  from <PersonName person={report.reporter} />
                </span>
                <TimeAgo iso={report.createdAt} className="text-xs text-ink-muted sm:ml-auto" />
              </div>
              {report.details ? (
                <p className="text-sm break-words whitespace-pre-line">{report.details}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-2 flex flex-wrap gap-2 sm:justify-end">
        {listReportActions(target).map((kind) => {
          const { label, icon: Icon } = actionButtons[kind];
          return (
            <Button key={kind} size="sm" variant="outline" onClick={() => onAction(kind)}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
    </article>
  );
}
