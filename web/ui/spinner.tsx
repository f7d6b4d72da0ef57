import { LoaderCircle } from 'lucide-react';
import { cn } from './cn.ts';

type SpinnerSize = 'sm' | 'md' | 'lg';

const spinnerSizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-5', lg: 'size-8' };

/** A decorative spinning icon; pair it with visible or screen-reader text. */
export function Spinner({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', spinnerSizes[size], className)} />;
}

/** A spinner with a text label, announced politely to assistive technology. */
export function LoadingState({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-ink-muted', className)}
    >
      <Spinner size="lg" className="text-accent-text" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
