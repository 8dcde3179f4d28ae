/**
 * The one way resources drop stale answers: each start aborts the request before it and hands out
 * a ticket; only the newest ticket may write its answer.
 */
export interface Latest {
  /** Starts a request: aborts the previous one and returns its signal and a `current()` check. */
  start(): { signal: AbortSignal; current: () => boolean };
  /** Aborts the request under way, if any; its answer will be dropped. */
  abort(): void;
}

export function createLatest(): Latest {
  let sequence = 0;
  let controller: AbortController | null = null;
  return {
    start() {
      controller?.abort();
      const mine = ++sequence;
      const own = new AbortController();
      controller = own;
      return { signal: own.signal, current: () => mine === sequence && !own.signal.aborted };
    },
    abort() {
      sequence++;
      controller?.abort();
      controller = null;
    },
  };
}
