import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowUpFromLine, Coins, Flag, type LucideIcon, RotateCw, Scale, UserX } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminSummary } from '#shared/schemas/moderation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Skeleton } from '#web/ui/skeleton.tsx';
import { type AdminTabId, adminTabHref } from '../lib/admin-tabs.ts';

type Figure = { key: keyof AdminSummary; label: string; hint: string; tab: AdminTabId; icon: LucideIcon };

const figures: Figure[] = [
  { key: 'openReports', label: 'Open reports', hint: 'Waiting for a decision', tab: 'reports', icon: Flag },
  { key: 'pendingCrypto', label: 'Pending crypto', hint: 'To find on chain', tab: 'payments', icon: Coins },
  {
    key: 'pendingBridge',
    label: 'Pending bridge',
    hint: 'MACS waiting to go out',
    tab: 'payments',
    icon: ArrowUpFromLine,
  },
  {
    key: 'openDisputes',
    label: 'Open disputes',
    hint: 'Escrow waiting for a decision',
    tab: 'payments',
    icon: Scale,
  },
  {
    key: 'suspendedAccounts',
    label: 'Suspended',
    hint: 'Accounts that cannot sign in',
    tab: 'people',
    icon: UserX,
  },
];

/** The figures an operator starts from; each opens the tab where it is dealt with. */
export function SummaryStrip({ summary }: { summary: UseQueryResult<AdminSummary> }) {
  if (summary.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm">
          <span className="font-semibold">The summary could not be loaded.</span>{' '}
          <span className="text-ink-muted">
            {errorMessage(summary.error, 'Please check your connection and try again.')}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void summary.refetch()}
          loading={summary.isRefetching}
        >
          {summary.isRefetching ? null : <RotateCw aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="admin-summary-heading">
      <h2 id="admin-summary-heading" className="sr-only">
        Summary
      </h2>
      {/* Two across a phone (the last, odd one across both), all five in a row on a wide screen. */}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5 lg:gap-4">
        {figures.map(({ key, label, hint, tab, icon: Icon }) => {
          const value = summary.data?.[key];
          const waiting = key !== 'suspendedAccounts' && (value ?? 0) > 0;
          return (
            <li key={key} className="last:odd:col-span-2 lg:last:odd:col-span-1">
              <Link
                to={adminTabHref(tab)}
                data-testid={`summary-${key}`}
                className={cn(
                  'group flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-soft transition-colors sm:p-5',
                  'hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-ink-muted">{label}</span>
                  <span
                    className={cn(
                      'inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                      waiting
                        ? 'bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300'
                        : 'bg-surface-muted text-ink-muted',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                </span>
                <span className="mt-auto flex flex-col items-end gap-1 text-right">
                  {value === undefined ? (
                    <Skeleton className="h-9 w-12" />
                  ) : (
                    <span className="font-display text-3xl font-semibold tabular-nums">{value}</span>
                  )}
                  <span className="text-xs text-ink-muted">{hint}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {summary.isPending ? (
        <span role="status" className="sr-only">
          Loading the summary
        </span>
      ) : null}
    </section>
  );
}
