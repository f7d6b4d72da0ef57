import { Skeleton } from '#web/ui/skeleton.tsx';

const CARDS = 8;

/** The grid's shape while it loads. */
export function ListingSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading artworks"
      className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-4"
    >
      {Array.from({ length: CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <div key={i} className="overflow-hidden rounded-card border border-line bg-surface">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-4 h-10 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
