import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const controlClasses =
  'w-full rounded-xl border border-line-strong bg-surface px-3.5 text-sm text-ink placeholder:text-ink-muted ' +
  'transition-colors hover:border-ink-muted/60 focus-visible:border-accent focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
