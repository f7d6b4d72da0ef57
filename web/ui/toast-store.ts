import { TOAST_DURATION_MS, TOAST_FADE_MS } from '#shared/constants.ts';

// Spec section 9: a toast stays 4000 ms by default, then fades out over 300 ms.
export { TOAST_DURATION_MS, TOAST_FADE_MS };

const MAX_VISIBLE = 5;

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastOptions = { duration?: number };
export type ToastItem = { id: number; type: ToastType; message: string; closing: boolean };

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function removeToast(id: number) {
  timers.delete(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Starts the fade-out of one toast; it leaves the list 300 ms later. */
export function dismissToast(id: number) {
  const item = items.find((candidate) => candidate.id === id);
  if (!item || item.closing) return;
  clearTimeout(timers.get(id));
  items = items.map((candidate) => (candidate.id === id ? { ...candidate, closing: true } : candidate));
  timers.set(
    id,
    setTimeout(() => removeToast(id), TOAST_FADE_MS),
  );
  emit();
}

function showToast(type: ToastType, message: string, options: ToastOptions = {}): number {
  const id = ++nextId;
  const duration = options.duration ?? TOAST_DURATION_MS;
  // The oldest toast gives way so a burst of messages never covers the page.
  const open = items.filter((item) => !item.closing);
  if (open.length >= MAX_VISIBLE && open[0]) dismissToast(open[0].id);
  items = [...items, { id, type, message, closing: false }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  emit();
  return id;
}

/** Shows a transient message: `toast.success('Saved')`, `toast.error(message, { duration: 6000 })`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}

/** Removes every toast at once; for tests and sign-out. */
export function clearToasts() {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  items = [];
  emit();
}
