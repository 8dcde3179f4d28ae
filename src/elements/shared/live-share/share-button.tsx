import { lazy, Suspense, useState } from 'react';
import { BUTTON_CSS, Button } from '../ui/button';
import { uiCss } from '../ui/ui-css';
import { useCanShareLive } from './can-share';
import type { LiveShareDialogProps } from './share-dialog';

// The dialog, its form and its list load when first opened: the /monitor panel stays as light as it was.
const LiveShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.LiveShareDialog })));

/**
 * 即時分享 for a truck (the /monitor vehicle panel) or a task (/task/single), shown only to those the
 * server would let make the link; it opens the dialog that makes, lists and revokes links.
 */
export function LiveShareButton({ target, name }: Pick<LiveShareDialogProps, 'target' | 'name'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const may = useCanShareLive('carUid' in target ? 'car' : 'task');
  if (!may) return null;
  return (
    <>
      <style>{uiCss(BUTTON_CSS)}</style>
      <Button small onClick={() => { setOpened(true); setOpen(true); }} aria-haspopup="dialog">即時分享</Button>
      {opened && (
        <Suspense fallback={null}>
          <LiveShareDialog open={open} onClose={() => setOpen(false)} target={target} name={name} />
        </Suspense>
      )}
    </>
  );
}
