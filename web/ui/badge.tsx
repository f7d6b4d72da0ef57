import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'accent' | 'amber' | 'green' | 'red' | 'blue' | 'gray';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink border-line',
  accent: 'bg-accent-soft text-accent-text border-transparent',
  amber:
    'bg-amber-50 text-amber-800 border-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:border-amber-900',
  green:
    'bg-green-50 text-green-800 border-green-200 dark:bg-green-950/60 dark:text-green-200 dark:border-green-900',
  red: 'bg-red-50 text-red-800 border-red-200 dark:bg-red-950/60 dark:text-red-200 dark:border-red-900',
  blue: 'bg-blue-50 text-blue-800 border-blue-200 dark:bg-blue-950/60 dark:text-blue-200 dark:border-blue-900',
  gray: 'bg-stone-100 text-stone-700 border-stone-200 dark:bg-stone-800 dark:text-stone-200 dark:border-stone-700',
};

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

export type BookingStatus = 'pending' | 'confirmed' | 'declined' | 'completed' | 'cancelled';

/** The spec's status colours: pending amber, confirmed green, declined red, completed blue. */
const statusTones: Record<BookingStatus, BadgeTone> = {
  pending: 'amber',
  confirmed: 'green',
  declined: 'red',
  completed: 'blue',
  cancelled: 'gray',
};

export function getStatusTone(status: string): BadgeTone {
  return statusTones[status as BookingStatus] ?? 'gray';
}

/** A badge naming a booking status in its spec colour, e.g. "Pending". */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge tone={getStatusTone(status)} className={className}>
      {label}
    </Badge>
  );
}
