import { cn } from '#web/ui/cn.ts';

/**
 * Tells the author why their work no longer shows to anyone else: the operator's reason, in the
 * amber of a status that needs their attention. Others never receive hidden content at all. No
 * icon: one shared by several pages would join the home route's icons file, which has no room left.
 */
export function HiddenNotice({
  reason,
  compact = false,
  className,
}: {
  reason: string;
  /** For small places (a comment, a message, a card): one size smaller. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      role="note"
      className={cn(
        'rounded-xl border border-amber-200 bg-amber-50 text-amber-900',
        'dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
        compact ? 'px-2.5 py-1.5 text-xs' : 'px-3.5 py-2.5 text-sm',
        className,
      )}
    >
      <p className="font-semibold">Hidden by moderation</p>
      <p className="break-words">Reason: {reason}</p>
      <p className="mt-0.5 opacity-90">Others no longer see it; only you can.</p>
    </div>
  );
}
