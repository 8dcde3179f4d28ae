/**
 * What an HTTP adapter does when its service fails: answer from the fallback (the offline provider)
 * and say so in the log, at most once a minute, so an outage does not flood the log with one line per
 * request.
 */

export interface FailureLog {
  /** Records one failure; logs it unless another was logged less than a minute ago. */
  failed(reason: string): void;
}

export const FAILURE_LOG_INTERVAL_MS = 60_000;

export function failureLog(
  service: string,
  log: (message: string) => void,
  now: () => number = Date.now,
  intervalMs = FAILURE_LOG_INTERVAL_MS,
): FailureLog {
  let lastLoggedAt = -Infinity;
  let unlogged = 0;
  return {
    failed(reason) {
      const at = now();
      if (at - lastLoggedAt < intervalMs) {
        unlogged += 1;
        return;
      }
      const since = unlogged ? ` (${unlogged} more failure${unlogged > 1 ? 's' : ''} since the last report)` : '';
      log(`[geo] ${service} failed: ${reason}; answering from the offline gazetteer${since}`);
      lastLoggedAt = at;
      unlogged = 0;
    },
  };
}

/** Runs `remote`; on any error logs the failure and answers `offline` instead. */
export async function withFallback<T>(remote: () => Promise<T>, offline: () => Promise<T>, failures: FailureLog): Promise<T> {
  try {
    return await remote();
  } catch (error) {
    failures.failed(error instanceof Error ? error.message : String(error));
    return offline();
  }
}

/** Options shared by the HTTP adapters. */
export interface AdapterOptions {
  /** The service's base URL, e.g. http://127.0.0.1:8088/ */
  url: string;
  /** How long one request may take before the fallback answers. */
  timeoutMs?: number;
  log?: (message: string) => void;
  now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 2500;
