import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useMemo } from 'react';
import type { AuditEntry } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { FormAlert } from '#web/ui/form-alert.tsx';
import { type AuditFilters, auditLogQuery } from '../api/admin-api.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { AuditFilterControls } from './audit-filters.tsx';
import { AuditRow } from './audit-row.tsx';
import { ListSkeleton, QueryError } from './query-states.tsx';

export const FILTER_DEBOUNCE_MS = 300;

const trimFilters = (filters: AuditFilters): AuditFilters => ({
  action: filters.action.trim(),
  targetType: filters.targetType.trim(),
  actor: filters.actor.trim(),
});

/** Each distinct value once, in the order first seen. */
const distinct = (values: string[]) => [...new Set(values)];

/** Pages can overlap when rows share a timestamp; each entry is shown once. */
function flatten(pages: AuditEntry[][]): AuditEntry[] {
  const seen = new Set<string>();
  return pages.flat().filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

type AuditPanelProps = { filters: AuditFilters; onFiltersChange: (filters: AuditFilters) => void };

/** Every operator act, newest first: who did what to which target, why and when. */
export function AuditPanel({ filters, onFiltersChange }: AuditPanelProps) {
  const trimmed = useMemo(() => trimFilters(filters), [filters]);
  const applied = useDebouncedValue(trimmed, FILTER_DEBOUNCE_MS);
  const log = useInfiniteQuery({ ...auditLogQuery(applied), placeholderData: keepPreviousData });
  const entries = useMemo(() => flatten(log.data?.pages ?? []), [log.data]);
  const suggestions = useMemo(
    () => ({
      actions: distinct(entries.map((entry) => entry.action)),
      targetTypes: distinct(entries.map((entry) => entry.targetType)),
    }),
    [entries],
  );
  const filtered = Object.values(applied).some(Boolean);

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-5">
      <h2 id="audit-heading" className="sr-only">
        Audit log
      </h2>
      <AuditFilterControls filters={filters} onChange={onFiltersChange} suggestions={suggestions} />
      {log.isPending ? (
        <ListSkeleton label="Loading the audit log" />
      ) : log.isError && entries.length === 0 ? (
        <QueryError
          title="The audit log could not be loaded"
          error={log.error}
          onRetry={() => void log.refetch()}
          retrying={log.isRefetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={ScrollText}
          title={filtered ? 'No entries match these filters' : 'No operator actions yet'}
          description={
            filtered
              ? 'Try another action, target type or operator, or clear the filters.'
              : 'Every decision made in this console is recorded here, with its reason.'
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          <ol
            aria-label="Audit log, newest first"
            className="divide-y divide-line rounded-card border border-line bg-surface shadow-soft"
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditRow entry={entry} />
              </li>
            ))}
          </ol>
          {log.isFetchNextPageError ? (
            <FormAlert>
              {errorMessage(log.error, 'Older entries could not be loaded. Please try again.')}
            </FormAlert>
          ) : null}
          {log.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              loading={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              Load more
            </Button>
          ) : (
            <p className="text-center text-sm text-ink-muted">No older entries.</p>
          )}
        </div>
      )}
    </section>
  );
}
