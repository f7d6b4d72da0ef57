import { Skeleton } from '#web/ui/skeleton.tsx';

/** Two post-shaped placeholders while the first page loads. */
export function FeedSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-8">
      <span className="sr-only">Loading artworks</span>
      {[0, 1].map((key) => (
        <div key={key} className="overflow-hidden rounded-card border border-line bg-surface">
          <div className="flex items-center gap-3 px-4 py-3 sm:px-5">
            <Skeleton className="size-10 rounded-full!" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="aspect-[4/5] w-full rounded-none!" />
          <div className="flex flex-col gap-3 px-4 pt-4 pb-5 sm:px-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
