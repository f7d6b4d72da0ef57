import { PROGRESS_COLOUR_THRESHOLDS } from '#shared/constants.ts';
import { cn } from './cn.ts';

const [AMBER_FROM, TEAL_FROM, GREEN_FROM] = PROGRESS_COLOUR_THRESHOLDS;

export type ProgressTone = 'green' | 'teal' | 'amber' | 'gray';

/** The spec's progress colour rule: 75 % and up green, 50 % teal, 25 % amber, below that gray. */
export function getProgressTone(percent: number): ProgressTone {
  if (percent >= GREEN_FROM) return 'green';
  if (percent >= TEAL_FROM) return 'teal';
  if (percent >= AMBER_FROM) return 'amber';
  return 'gray';
}

const toneClasses: Record<ProgressTone, string> = {
  green: 'bg-green-600 dark:bg-green-500',
  teal: 'bg-teal-600 dark:bg-teal-400',
  amber: 'bg-amber-500 dark:bg-amber-400',
  gray: 'bg-stone-400 dark:bg-stone-500',
};

export type ProgressProps = {
  /** Percentage; values above 100 are allowed (over-funded) but the bar stops at full width. */
  value: number;
  /** Accessible name, e.g. "Funding progress". */
  label: string;
  className?: string;
};

export function Progress({ value, label, className }: ProgressProps) {
  const safe = Number.isFinite(value) ? Math.max(0, value) : 0;
  const width = Math.min(safe, 100);
  const tone = getProgressTone(safe);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={`${Math.round(safe)}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-sunken', className)}
    >
      <div
        data-tone={tone}
        className={cn('h-full rounded-full transition-[width] duration-500', toneClasses[tone])}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
