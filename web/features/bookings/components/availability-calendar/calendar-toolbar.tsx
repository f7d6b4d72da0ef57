import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { type CalendarView, calendarViewLabels, calendarViews, viewUnit } from './calendar-dates.ts';

type CalendarToolbarProps = {
  title: string;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  onStep: (step: -1 | 1) => void;
  canGoBack: boolean;
  canGoForward: boolean;
};

/** Previous / title / Next, and the Month, Week and Day switch. */
export function CalendarToolbar({
  title,
  view,
  onViewChange,
  onStep,
  canGoBack,
  canGoForward,
}: CalendarToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Previous ${viewUnit[view]}`}
          disabled={!canGoBack}
          onClick={() => onStep(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="min-w-0 px-1 text-base font-semibold tracking-tight sm:text-lg">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Next ${viewUnit[view]}`}
          disabled={!canGoForward}
          onClick={() => onStep(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <fieldset className="inline-flex items-center gap-1 rounded-full bg-surface-muted p-1">
        <legend className="sr-only">Calendar view</legend>
        {calendarViews.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
            className={cn(
              'inline-flex h-8 items-center rounded-full px-3.5 text-sm font-medium text-ink-muted transition-colors hover:text-ink',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              view === option && 'bg-surface text-ink shadow-soft',
            )}
          >
            {calendarViewLabels[option]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
