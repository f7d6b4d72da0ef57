import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminSummary } from '#shared/schemas/moderation.ts';
import { lazyNamed } from '#web/ui/lazy.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import { type AuditFilters, adminSummaryQuery, noAuditFilters } from '../api/admin-api.ts';
import { type AdminTabId, adminTabs, readAdminTab } from '../lib/admin-tabs.ts';
import { ListSkeleton } from './query-states.tsx';
import { SummaryStrip } from './summary-strip.tsx';

// Each tab is its own chunk: the console downloads the tab shown, not all four.
const ReportsPanel = lazyNamed(() => import('./reports-panel.tsx'), 'ReportsPanel');
const PaymentsPanel = lazyNamed(() => import('./payments-panel.tsx'), 'PaymentsPanel');
const PeoplePanel = lazyNamed(() => import('./people-panel.tsx'), 'PeoplePanel');
const AuditPanel = lazyNamed(() => import('./audit-panel.tsx'), 'AuditPanel');

/** How many items wait in a tab, from the summary; none for the tabs that are not queues. */
function countWaiting(tab: AdminTabId, summary: AdminSummary | undefined): number {
  if (!summary) return 0;
  if (tab === 'reports') return summary.openReports;
  if (tab === 'payments') return summary.pendingCrypto + summary.pendingBridge + summary.openDisputes;
  return 0;
}

/**
 * The operator console (decision 019): the summary strip, then reports, payments, people and the
 * audit log as tabs. The tab lives in the URL so each can be linked to; the people search and the
 * log's filters live here, so switching tabs and back keeps them.
 */
export function AdminConsole({ operatorId }: { operatorId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = readAdminTab(params.get('tab'));
  const summary = useQuery(adminSummaryQuery());
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AuditFilters>(noAuditFilters);

  return (
    <div className="flex flex-col gap-8">
      <SummaryStrip summary={summary} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'reports' ? {} : { tab: value })}>
        <TabsList aria-label="Operator console sections" className="w-full justify-start sm:w-auto">
          {adminTabs.map(({ id, label, icon: Icon }) => {
            const waiting = countWaiting(id, summary.data);
            return (
              <TabsTrigger
                key={id}
                value={id}
                aria-label={waiting > 0 ? `${label}, ${waiting} waiting` : undefined}
              >
                {/* Without icons and counts (the strip shows them) all four tabs fit across a phone. */}
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
                {waiting > 0 ? (
                  <span
                    aria-hidden="true"
                    className="ml-0.5 hidden rounded-full bg-accent-soft px-1.5 text-xs font-semibold text-accent-text tabular-nums sm:inline"
                  >
                    {waiting}
                  </span>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {adminTabs.map(({ id, label }) => (
          <TabsContent key={id} value={id}>
            <Suspense fallback={<ListSkeleton label={`Loading ${label.toLowerCase()}`} />}>
              {id === 'reports' ? <ReportsPanel /> : null}
              {id === 'payments' ? <PaymentsPanel /> : null}
              {id === 'people' ? (
                <PeoplePanel operatorId={operatorId} search={search} onSearchChange={setSearch} />
              ) : null}
              {id === 'audit' ? <AuditPanel filters={filters} onFiltersChange={setFilters} /> : null}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
