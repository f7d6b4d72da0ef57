import { errorMessage } from '#web/lib/api-client.ts';
import { ErrorState } from '#web/ui/error-state.tsx';
import { Skeleton } from '#web/ui/skeleton.tsx';

/** Card-shaped placeholders while a queue loads, announced once to screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, i) => `placeholder-${i}`).map((key) => (
        <div key={key} className="rounded-card border border-line bg-surface p-5">
          <div className="flex gap-4">
            <Skeleton className="size-16 shrink-0 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-3 w-3/5" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

type QueryErrorProps = { title: string; error: unknown; onRetry: () => void; retrying: boolean };

/** What failed, in the server's words, with Retry; never a list made up to fill the gap. */
export function QueryError({ title, error, onRetry, retrying }: QueryErrorProps) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(error, 'Please check your connection and try again.')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
