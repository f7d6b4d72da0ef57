import { cn } from '#web/ui/cn.ts';
import { type NotificationFilter, notificationFilterLabels, notificationFilters } from '../api/filters.ts';

export type NotificationFilterBarProps = {
  value: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
  className?: string;
};

/**
 * The spec's filters: all, unread, booking, payment, review, message. They wrap rather than
 * scroll so none hides off-screen at 390 px; min-w-0 undoes a fieldset's min-content width.
 */
export function NotificationFilterBar({ value, onChange, className }: NotificationFilterBarProps) {
  return (
    <fieldset className={cn('flex min-w-0 flex-wrap gap-1', className)}>
      <legend className="sr-only">Filter notifications</legend>
      {notificationFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'h-7 shrink-0 rounded-full px-3 text-xs font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            value === filter ? 'bg-ink text-canvas' : 'bg-surface-muted text-ink-muted hover:text-ink',
          )}
        >
          {notificationFilterLabels[filter]}
        </button>
      ))}
    </fieldset>
  );
}
