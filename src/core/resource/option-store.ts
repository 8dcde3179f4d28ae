import { atom, onMount, type ReadableAtom } from 'nanostores';
import { $session } from '../session/store';
import { errorMessage } from './errors';
import { createLatest } from './latest';

/** One choice of a select: the value a record stores, the label a person reads. */
export interface Option {
  value: string;
  label: string;
}

export interface OptionsState<T> {
  /** The records as the server listed them. */
  rows: T[];
  /** The same records as select choices, in the server's order. */
  options: Option[];
  loading: boolean;
  /** Empty, or what went wrong in Traditional Chinese; the last rows stay. */
  error: string;
}

export interface OptionStore<T> {
  readonly $store: ReadableAtom<OptionsState<T>>;
  /** Loads again now when someone listens, else on the next first subscriber. */
  refresh(): Promise<void>;
}

const OPTIONS_ERROR = '讀取選項失敗，請稍後再試。';

/**
 * A cached catalogue shared by every element: loaded when its first subscriber arrives, kept while
 * the user stays signed in, and loaded again after refresh() or a new sign-in.
 */
export function createOptionStore<T>(load: (signal: AbortSignal) => Promise<T[]>, toOption: (row: T) => Option): OptionStore<T> {
  // The state lives here too: get() on an unmounted store would mount it, and mounting loads.
  // loading until the first answer, so a select never flashes 'no choices' before it has asked.
  const EMPTY: OptionsState<T> = { rows: [], options: [], loading: false, error: '' };
  let state: OptionsState<T> = { ...EMPTY, loading: true };
  const $store = atom(state);
  const write = (change: Partial<OptionsState<T>>) => $store.set(state = { ...state, ...change });
  const latest = createLatest();
  let fresh = false;
  let mounted = false;

  async function reload(): Promise<void> {
    const ticket = latest.start();
    fresh = false;
    write({ loading: true, error: '' });
    try {
      const rows = await load(ticket.signal);
      if (!ticket.current()) return;
      // Fresh only once answered: a load cut short (the last subscriber left) is made again.
      fresh = true;
      write({ rows, options: rows.map(toOption), loading: false, error: '' });
    } catch (error) {
      if (ticket.current()) write({ loading: false, error: errorMessage(error, OPTIONS_ERROR) });
    }
  }

  onMount($store, () => {
    mounted = true;
    let signedIn = !!$session.get().accessToken;
    if (!fresh && signedIn) void reload();
    // Another user's catalogue must never show: signing out empties it, signing in loads it again.
    const stop = $session.listen((session) => {
      if (!!session.accessToken === signedIn) return;
      signedIn = !!session.accessToken;
      if (!signedIn) {
        latest.abort();
        fresh = false;
        write(EMPTY);
      } else {
        void reload();
      }
    });
    return () => {
      mounted = false;
      latest.abort();
      stop();
    };
  });

  return {
    $store,
    refresh() {
      fresh = false;
      return mounted && $session.get().accessToken ? reload() : Promise.resolve();
    },
  };
}
