import { Star } from 'lucide-react';
import { cn } from '#web/ui/cn.ts';

/** A whole-star rating as five icons, read out as 'Rated 4 out of 5'. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-line-strong')}
        />
      ))}
    </span>
  );
}
