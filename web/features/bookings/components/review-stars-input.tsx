import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#web/ui/cn.ts';

export type ReviewStarsInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  /** The id of the element naming the error, when there is one. */
  errorId?: string | undefined;
};

/**
 * 1 to 5 stars as a real radio group: arrow keys move between stars, each is read as
 * '3 stars', and the stars up to the hovered or chosen one light up.
 */
export function ReviewStarsInput({ value, onChange, errorId }: ReviewStarsInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Your rating</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            onMouseEnter={() => setHovered(n)}
            onMouseLeave={() => setHovered(null)}
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                n <= lit ? 'fill-amber-400 text-amber-500' : 'text-line-strong',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
