import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { reportQueueQuery } from '../api/admin-api.ts';
import type { AdminAction } from '../lib/admin-action.ts';
import { buildReportAction } from '../lib/report-actions.ts';
import { ListSkeleton, QueryError } from './query-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { ReportGroupCard } from './report-group-card.tsx';

/** Open reports grouped by what they are about, the most recently reported first. */
export function ReportsPanel() {
  const queue = useQuery(reportQueueQuery());
  const [action, setAction] = useState<AdminAction | null>(null);

  if (queue.isPending) return <ListSkeleton label="Loading reports" />;
  if (queue.isError) {
    return (
      <QueryError
        title="Reports could not be loaded"
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isRefetching}
      />
    );
  }
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="sr-only">
        Open reports
      </h2>
      {queue.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={Flag}
          title="No open reports"
          description="Every report has been decided. New reports from the community appear here."
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.map((group) => (
            <li key={`${group.target.type}:${group.target.id}`}>
              <ReportGroupCard group={group} onAction={(kind) => setAction(buildReportAction(kind, group))} />
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog action={action} onClose={() => setAction(null)} />
    </section>
  );
}
