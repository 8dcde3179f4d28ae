import { lazy, Suspense } from 'react';
import type { LiveShareDialogProps } from './share-dialog';

// Pure: a bundle that never renders the entry (the partners' map) drops it whole.
const LiveShareButton = /* @__PURE__ */ lazy(() => import('./share-button').then((m) => ({ default: m.LiveShareButton })));

/**
 * 即時分享 loaded after the panel shows: the /monitor panel and the map partners embed stay within
 * their size budgets (issue 9, 23), and the button appears a moment after the truck's details.
 */
export function LiveShareEntry(props: Pick<LiveShareDialogProps, 'target' | 'name'>) {
  return (
    <Suspense fallback={null}>
      <LiveShareButton {...props} />
    </Suspense>
  );
}
