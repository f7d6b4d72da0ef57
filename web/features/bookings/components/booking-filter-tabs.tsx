import type { ReactNode } from 'react';
import { type BookingFilterTab, bookingFilterTabs } from '#shared/booking-rules.ts';
import { cn } from '#web/ui/cn.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/ui/tabs.tsx';
import type { BookingCounts } from '../lib/booking-filters.ts';

export const bookingFilterLabels: Record<BookingFilterTab, string> = {
  all: 'All',
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
};

export type BookingFilterTabsProps = {
  value: BookingFilterTab;
  onChange: (tab: BookingFilterTab) => void;
  counts: BookingCounts;
  /** Names the tab list for screen readers, e.g. 'Filter bookings by status'. */
  label: string;
  /** Shown between the tabs and the list (the dashboard's search box). */
  toolbar?: ReactNode;
  /** The list for the chosen tab. */
  children: ReactNode;
};

/** Spec §2: all, pending, confirmed, completed, declined, each with its count. */
export function BookingFilterTabs({
  value,
  onChange,
  counts,
  label,
  toolbar,
  children,
}: BookingFilterTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as BookingFilterTab)}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <TabsList
          aria-label={label}
          // Five tabs with counts do not fit a phone's width: they wrap rather than hide off-screen.
          className="flex-wrap self-start rounded-2xl sm:flex-nowrap sm:rounded-full"
        >
          {bookingFilterTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {bookingFilterLabels[tab]}
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                  tab === value ? 'bg-accent-soft text-accent-text' : 'bg-surface text-ink-muted',
                )}
              >
                {counts[tab]}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {toolbar}
      </div>
      {bookingFilterTabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-5">
          {tab === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
