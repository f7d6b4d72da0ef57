import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from './cn.ts';
import { dismissToast, getToasts, subscribeToToasts, type ToastItem, type ToastType } from './toast-store.ts';

export {
  clearToasts,
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  type ToastOptions,
  type ToastType,
  toast,
} from './toast-store.ts';

const icons: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

const iconColours: Record<ToastType, string> = {
  success: 'text-green-600 dark:text-green-400',
  error: 'text-red-600 dark:text-red-400',
  warning: 'text-amber-600 dark:text-amber-400',
  info: 'text-blue-600 dark:text-blue-400',
};

function ToastCard({ item }: { item: ToastItem }) {
  const Icon = icons[item.type];
  return (
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-type={item.type}
      data-state={item.closing ? 'closing' : 'open'}
      // A fading toast has been dismissed: screen readers and the Tab key skip it while it leaves.
      aria-hidden={item.closing || undefined}
      inert={item.closing || undefined}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-line bg-surface p-4 text-sm',
        'text-ink shadow-lifted transition-opacity duration-300 animate-toast-in',
        item.closing && 'opacity-0',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColours[item.type])} />
      <p className="flex-1 leading-relaxed">{item.message}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => dismissToast(item.id)}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The global toast area; render it once near the root of the app. */
export function Toaster() {
  const items = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    // aria-live (off: each toast is its own status or alert region) keeps the area out of what an open
    // modal dialog hides from assistive technology, so a toast raised over a dialog is still announced.
    <section
      aria-label="Alerts"
      aria-live="off"
      data-toaster=""
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </section>
  );
}
