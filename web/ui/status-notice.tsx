import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type StatusNoticeProps = {
  icon: LucideIcon;
  /** The small line above the title, e.g. "Error 404". */
  kicker: string;
  title: string;
  message: string;
  /** Where to go from here: a link styled as a button. */
  action: ReactNode;
};

/** A whole page that says why there is nothing to show (a missing page, a server away). */
export function StatusNotice({ icon: Icon, kicker, title, message, action }: StatusNoticeProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wider text-accent-text uppercase">{kicker}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}
