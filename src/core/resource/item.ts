import { atom, onMount, type ReadableAtom } from 'nanostores';
import { errorMessage } from './errors';
import { createLatest } from './latest';

export interface ItemState<T> {
  /** The last answer; it stays while a reload runs or after a reload fails. */
  data: T | null;
  loading: boolean;
  /** Empty, or what went wrong in Traditional Chinese. */
  error: string;
}

export interface ItemOptions<T> {
  /** Loads the item; throw (an ApiError, see unwrap) to show an error. */
  load(signal: AbortSignal): Promise<T>;
  /** Shown when the load throws something other than an ApiError. */
  errorText?: string;
}

export interface ItemResource<T> {
  readonly $state: ReadableAtom<ItemState<T>>;
  reload(): Promise<void>;
}

const ITEM_ERROR = '讀取資料失敗，請稍後再試。';

/**
 * One record (or any single answer) loaded when the first subscriber arrives. Each reload aborts
 * the one before it, and only the newest answer is kept.
 */
export function createItemResource<T>(options: ItemOptions<T>): ItemResource<T> {
  // The state lives here too: get() on an unmounted store would mount it, and mounting loads.
  let state: ItemState<T> = { data: null, loading: true, error: '' };
  const $state = atom(state);
  const write = (change: Partial<ItemState<T>>) => $state.set(state = { ...state, ...change });
  const latest = createLatest();

  async function reload(): Promise<void> {
    const ticket = latest.start();
    write({ loading: true, error: '' });
    try {
      const data = await options.load(ticket.signal);
      if (ticket.current()) write({ data, loading: false, error: '' });
    } catch (error) {
      if (ticket.current()) write({ loading: false, error: errorMessage(error, options.errorText ?? ITEM_ERROR) });
    }
  }

  onMount($state, () => {
    void reload();
    return () => latest.abort();
  });

  return { $state, reload };
}
