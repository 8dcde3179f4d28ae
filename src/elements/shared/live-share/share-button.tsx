import { useState } from 'react';
import { BUTTON_CSS, Button, DIALOG_CSS, FORM_CSS, RESOURCE_VIEW_CSS, SPINNER_CSS, uiCss } from '../ui';
import { useCanShareLive } from './can-share';
import { LiveShareDialog, type LiveShareDialogProps } from './share-dialog';

/** The dialog's and list's rules, for the element that shows the button (its own style sheet goes with it). */
const OWN_CSS = `
.live-share-form { display: grid; gap: var(--_space-2); justify-items: start; }
.live-share-form > * { max-width: 100%; }
.live-share-made { display: grid; gap: var(--_space-1); width: 100%; }
.live-share-made input { width: 100%; }
.live-share-note { margin: 0; min-height: 1em; color: var(--_muted); }
.live-share-links h3 { margin: var(--_space-3) 0 var(--_space-1); font-size: 1.05em; }
.live-share-links ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-1); }
.live-share-links li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-1) var(--_space-2); padding: var(--_space-1) 0; border-bottom: 1px solid var(--_border); }
.live-share-what { font-weight: 600; }
`;

/**
 * 即時分享 for a truck (the /monitor vehicle panel) or a task (/task/single), shown only to those the
 * server would let make the link; it opens the dialog that makes, lists and revokes links.
 */
export function LiveShareButton({ target, name }: Pick<LiveShareDialogProps, 'target' | 'name'>) {
  const [open, setOpen] = useState(false);
  const may = useCanShareLive('carUid' in target ? 'car' : 'task');
  if (!may) return null;
  return (
    <>
      <style>{uiCss(BUTTON_CSS, FORM_CSS, DIALOG_CSS, SPINNER_CSS, RESOURCE_VIEW_CSS, OWN_CSS)}</style>
      <Button small onClick={() => setOpen(true)} aria-haspopup="dialog">即時分享</Button>
      <LiveShareDialog open={open} onClose={() => setOpen(false)} target={target} name={name} />
    </>
  );
}
