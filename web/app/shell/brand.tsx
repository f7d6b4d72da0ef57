import { Link } from 'react-router';
import { cn } from '#web/ui/cn.ts';

/** The wordmark's look, shared with the startup shell that web/index.html paints before the app runs. */
export const brandClass =
  'group inline-flex items-center gap-2 rounded-lg font-display text-2xl font-semibold tracking-tight text-ink';
export const brandMarkClass =
  'inline-flex size-8 items-center justify-center rounded-xl bg-accent text-base font-semibold text-accent-ink transition-transform group-hover:-rotate-6';

/** The Easel wordmark; links home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn(brandClass, className)}>
      <span aria-hidden="true" className={brandMarkClass}>
        E
      </span>
      <span>Easel</span>
    </Link>
  );
}
