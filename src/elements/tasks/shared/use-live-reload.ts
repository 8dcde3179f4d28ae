import { useEffect } from 'react';
import { useLatest } from '../../shared/ui/use-resource';

/** A doing task's ETA is routed again every minute on the server (issue 27, 2): a page showing one reads it as often. */
export const LIVE_RELOAD_MS = 60_000;

/** Calls `reload` every LIVE_RELOAD_MS while `active` (a doing task is shown). */
export function useLiveReload(active: boolean, reload: () => void): void {
  const latest = useLatest(reload);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => latest.current(), LIVE_RELOAD_MS);
    return () => clearInterval(timer);
  }, [active, latest]);
}
