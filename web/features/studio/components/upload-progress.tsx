import { cn } from '#web/ui/cn.ts';

type UploadProgressProps = {
  /** 0–100, from the browser's upload progress events. */
  percent: number;
  label: string;
  className?: string;
};

/**
 * The bytes sent so far, in the accent colour throughout: the campaign bar's colour steps say how
 * well funded something is, which would read wrongly on a transfer.
 */
export function UploadProgress({ percent, label, className }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${value}%` }}
        />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs font-medium text-ink-muted tabular-nums">
        {value}%
      </span>
    </div>
  );
}
