import { Skeleton } from '#web/ui/skeleton.tsx';

/** The shape of a few booking cards while they load. */
export function BookingListSkeleton({
  label = 'Loading bookings',
  count = 3,
}: {
  label?: string;
  count?: number;
}) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => `placeholder-${i}`).map((slot) => (
        <div key={slot} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-14" />
        </div>
      ))}
    </div>
  );
}
