import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BUTTON_CSS } from './button';
import { deepActiveElement, restoreFocus } from './dom';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, the close button, or a cancel button. The caller sets `open` false. */
  onClose: () => void;
  heading: string;
  /** Short text that describes the dialog; it is read with the heading (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  closeLabel?: string;
  size?: 'small' | 'medium' | 'large';
  /** False while work runs that must not be abandoned: Escape and the close button do nothing. */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native <dialog> and showModal(): the browser gives the top layer, the
 * inert page behind and the focus trap. Focus goes to the element marked data-autofocus, else to
 * the first control, and returns to the opener on close (across shadow roots, which the browser
 * alone does not always manage).
 */
export function Dialog({ open, onClose, heading, description, children, footer, closeLabel = '關閉', size = 'medium', dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const headingId = useId();
  const descriptionId = useId();
  const latest = useRef({ open, onClose, dismissible });
  latest.current = { open, onClose, dismissible };
  /** Set when the dialog closes because `open` went false: its 'close' event is then no news for the caller. */
  const closedByUs = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A host may remove the element while an answer is on its way: a detached dialog cannot be shown.
    if (open && !dialog.open && dialog.isConnected) {
      opener.current = deepActiveElement();
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      closedByUs.current = true;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Escape fires 'cancel'; the dialog closes only when the caller says so, so state cannot drift.
    const cancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    const closed = () => {
      const ours = closedByUs.current;
      closedByUs.current = false;
      // 'close' arrives a task after close(): when the dialog was opened again meanwhile (the same
      // question asked twice in a row), this one is stale and must not close the new one.
      if (dialog.open) return;
      // Chromium may close without 'cancel' on a repeated Escape; tell the caller all the same. A
      // close the caller asked for is not reported back (it may have asked to open again since).
      if (!ours && latest.current.open) latest.current.onClose();
      restoreFocus(opener.current);
      opener.current = null;
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className={`dialog dialog-${size}`} aria-labelledby={headingId} aria-describedby={description ? descriptionId : undefined}>
      {open && (
        <div className="dialog-frame">
          <header className="dialog-header">
            <h2 id={headingId} className="dialog-heading">{heading}</h2>
            <button type="button" className="icon-btn" aria-label={closeLabel} title={closeLabel} disabled={!dismissible} onClick={onClose}>
              <CloseIcon />
            </button>
          </header>
          <div className="dialog-body">
            {description && <div id={descriptionId} className="dialog-description">{description}</div>}
            {children}
          </div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

const OWN_CSS = `
.dialog { padding: 0; border: 0; border-radius: var(--_radius-large); box-shadow: var(--_shadow-3); color: var(--_text); background: var(--_surface); font: inherit; max-height: calc(100vh - 48px); width: calc(100vw - 32px); }
.dialog-small { max-width: 400px; }
.dialog-medium { max-width: 560px; }
.dialog-large { max-width: 880px; }
.dialog::backdrop { background: var(--_backdrop); }
.dialog-frame { display: flex; flex-direction: column; max-height: inherit; }
.dialog-header { display: flex; align-items: center; justify-content: space-between; gap: var(--_space-2); padding: var(--_space-3) var(--_space-4); border-bottom: 1px solid var(--_border); }
.dialog-heading { margin: 0; font-size: 1.15em; }
.dialog-body { padding: var(--_space-4); overflow: auto; }
.dialog-description { margin: 0 0 var(--_space-2); }
.dialog-footer { display: flex; justify-content: flex-end; gap: var(--_space-2); padding: var(--_space-3) var(--_space-4); border-top: 1px solid var(--_border); }
`;

export const DIALOG_CSS = [BUTTON_CSS, OWN_CSS] as const;
