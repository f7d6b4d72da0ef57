import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from './cn.ts';

/**
 * Radix selects a tab on the press and again on the focus that follows, both before the page draws
 * the first: a tab kept in the address pushed two history entries, so Back had to be pressed twice.
 * Only a change is passed on.
 */
export function Tabs({ value, onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const chosen = useRef(value);
  useEffect(() => {
    chosen.current = value;
  }, [value]);
  const change = onValueChange
    ? (next: string) => {
        if (next === chosen.current) return;
        chosen.current = next;
        onValueChange(next);
      }
    : undefined;
  return <TabsPrimitive.Root value={value} onValueChange={change} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-surface-muted p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-ink-muted transition-colors',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-soft',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 focus-visible:outline-none', className)} {...props} />;
}
