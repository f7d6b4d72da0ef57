import { type ReactNode, useId } from 'react';
import { cn } from '#web/ui/cn.ts';

type QueueCardProps = {
  /** The card's heading, which also names the article for screen readers. */
  title: ReactNode;
  titleClassName?: string;
  /** One muted line under the heading: who, and since when. */
  meta: ReactNode;
  /** The money at stake, e.g. '150.00 MACS'. */
  amount: string;
  /** Under the amount: the network, or where the money is. */
  badge: ReactNode;
  /** The details an operator checks before deciding. */
  children: ReactNode;
  /** The buttons that decide it, at the bottom right. */
  actions: ReactNode;
};

/**
 * One item of the payments queue, laid out the same whatever it is: heading and meta on the left,
 * the amount on the right, the details, then the decisions.
 */
export function QueueCard({ title, titleClassName, meta, amount, badge, children, actions }: QueueCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className={cn('break-words', titleClassName)}>
            {title}
          </h3>
          <p className="text-sm text-ink-muted">{meta}</p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <p className="font-display text-xl font-semibold tabular-nums">{amount}</p>
          {badge}
        </div>
      </div>
      {children}
      <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div>
    </article>
  );
}
