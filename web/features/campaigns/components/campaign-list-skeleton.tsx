import { Skeleton } from '#web/ui/skeleton.tsx';

const CARDS = 6;

/** The list's shape while it loads: summary band, toolbar and cards. */
export function CampaignListSkeleton() {
  return (
    <div role="status" aria-label="Loading campaigns">
      <Skeleton className="mb-8 h-28 rounded-card lg:h-24" />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Skeleton className="h-11 w-full rounded-full sm:max-w-sm" />
        <Skeleton className="h-11 w-72 rounded-full" />
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <div key={i} className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-3 p-5">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-6 h-2 w-full rounded-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
