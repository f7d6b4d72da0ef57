import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

export type ErrorStateProps = {
  message: string;
  title?: string;
  /** Called by the Retry button; without it no button is shown. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
};

/** Says what failed and offers Retry; never replaces the failure with invented data. */
export function ErrorState({
  message,
  title = 'Something went wrong',
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center rounded-card border border-line bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <CircleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="mt-1.5 max-w-md text-sm text-ink-muted">{message}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCw aria-hidden="true" />}
          Retry
        </Button>
      ) : null}
    </div>
  );
}
