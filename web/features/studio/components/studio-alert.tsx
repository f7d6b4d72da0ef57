import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/ui/cn.ts';

/** A failure of a whole form or action, announced as it appears; the user's input stays put. */
export function StudioAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
