import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
  /** What to do next, e.g. a button or link. */
  action?: ReactNode;
  /** Heading level of the title, so the page outline stays in order. */
  headingLevel?: 2 | 3;
  className?: string;
};

export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-card border border-dashed border-line-strong',
        'px-6 py-14 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="font-display text-xl font-semibold">{title}</Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
