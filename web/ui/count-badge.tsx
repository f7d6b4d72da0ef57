import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * The small red count on a navigation icon (the bell, the messages icon). Hidden from screen
 * readers: the icon's accessible name carries the exact number.
 */
export function CountBadge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute top-0.5 right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-bold text-white tabular-nums ring-2 ring-surface dark:text-stone-950',
        className,
      )}
      {...props}
    />
  );
}
