import { atom, computed, type ReadableAtom } from 'nanostores';

/**
 * Which ToastRegion shows the page's toasts: exactly one, so a toast never shows twice when several
 * elements that render a region share a page. The console's own region (`<fms-toast-region>` in
 * every layout) goes first; otherwise the first element's region that is still on the page. An
 * element embedded alone keeps its region, so its toasts show on a partner's page too.
 */
interface Claim {
  id: symbol;
  /** The console's region: 1; an element's own: 0. */
  priority: number;
}

const claims = atom<readonly Claim[]>([]);

/** The claim whose region shows the toasts, or null when no region is on the page. */
export const $toastRegionOwner: ReadableAtom<symbol | null> = computed(claims, (list) => {
  let best: Claim | null = null;
  for (const claim of list) if (!best || claim.priority > best.priority) best = claim;
  return best?.id ?? null;
});

/** A region asks for the turn; returns the function that gives it back. */
export function claimToastRegion(id: symbol, priority: number): () => void {
  claims.set([...claims.get(), { id, priority }]);
  return () => claims.set(claims.get().filter((claim) => claim.id !== id));
}
