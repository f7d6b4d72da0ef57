import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A pulsing placeholder shaped like the content that is loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-surface-sunken', className)}
      {...props}
    />
  );
}
