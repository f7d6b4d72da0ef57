import type { ReactNode } from 'react';
import { cn } from '#web/ui/cn.ts';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A short line above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
};

/** The one h1 of a page, in the display face, with an optional lead paragraph and actions. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'mb-8 flex flex-col gap-4 sm:mb-10 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="max-w-2xl">
        {eyebrow ? (
          <p className="mb-2 text-xs font-semibold tracking-wider text-accent-text uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance break-words sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="mt-3 text-base text-ink-muted sm:text-lg">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** The page's content column. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8', className)}>
      {children}
    </div>
  );
}
