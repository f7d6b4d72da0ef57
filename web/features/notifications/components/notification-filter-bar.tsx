import { cn } from '#web/ui/cn.ts';
import { type NotificationFilter, notificationFilterLabels, notificationFilters } from '../api/filters.ts';

export type NotificationFilterBarProps = {
  value: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
  className?: string;
};

/** The spec's filters: all, unread, booking, payment, review, message. */
export function NotificationFilterBar({ value, onChange, className }: NotificationFilterBarProps) {
  return (
    <fieldset className={cn('flex gap-1 overflow-x-auto', className)}>
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
