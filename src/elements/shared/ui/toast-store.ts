import { atom, type ReadableAtom } from 'nanostores';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays by default, in ms; errors stay longer because they need reading. */
export const TOAST_TIMEOUTS: Record<ToastTone, number> = { info: 5000, success: 4000, error: 8000 };

/** At most this many toasts show; an older one makes room for a new one. */
export const MAX_TOASTS = 5;

const toasts = atom<readonly Toast[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

/**
 * The toasts showing now, oldest first. One queue for the whole page: every element's own React
 * root reads it, and one ToastRegion (in the console shell) shows it.
 */
export const $toasts: ReadableAtom<readonly Toast[]> = toasts;

/** Removes a toast (its dismiss button, or its timeout). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.get().some((toast) => toast.id === id)) toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

/**
 * Shows a short message. `timeout` in ms (default by tone); 0 keeps it until dismissed.
 * Returns the toast's id, for dismissToast.
 */
export function showToast(message: string, tone: ToastTone = 'info', timeout: number = TOAST_TIMEOUTS[tone]): number {
  const id = nextId++;
  const kept = toasts.get().slice(-(MAX_TOASTS - 1));
  for (const dropped of toasts.get().filter((toast) => !kept.includes(toast))) dismissToast(dropped.id);
  toasts.set([...kept, { id, message, tone }]);
  if (timeout > 0) timers.set(id, setTimeout(() => dismissToast(id), timeout));
  return id;
}

/** Removes every toast (sign-out, tests). */
export function clearToasts(): void {
  for (const toast of toasts.get()) dismissToast(toast.id);
}
