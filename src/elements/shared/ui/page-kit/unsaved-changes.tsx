import { useEffect, useRef, useState, type ReactElement } from 'react';
import { addLeaveCheck } from '../../../../core/navigation/leave-checks';
import type { RouteLocation } from '../../../../core/navigation/query';
import { ConfirmDialog } from '../confirm-dialog';

/** The question asked before unsaved changes are dropped (the console's one wording). */
export const UNSAVED_CHANGES = {
  heading: '放棄未儲存的變更？',
  message: '表單中有尚未儲存的變更，離開後將不會保留。',
  confirmLabel: '放棄變更',
  cancelLabel: '繼續編輯',
} as const;

export interface UnsavedChanges {
  /** Render it in the element: the question, while it is asked. */
  dialog: ReactElement;
  /** Asks the question for the element's own 取消 or close; resolves true to leave (at once when nothing is unsaved). */
  ask: () => Promise<boolean>;
  /** Lets the next navigation through unasked: after saving, or once the user chose to leave. */
  release: () => void;
}

export interface UnsavedChangesOptions {
  /**
   * Where the user may go without the question because the work goes on there (e.g. the next step
   * of a wizard whose draft is kept in a store).
   */
  stays?: (to: RouteLocation) => boolean;
  /** The changes live in storage and survive a reload, so the browser is not asked to keep the tab. */
  keptOnReload?: boolean;
}

/**
 * While `dirty`, nothing typed is lost by leaving (issue 11): leaving the page inside the console
 * (the menu, a link, back or forward) asks in the returned dialog (the router waits for the answer,
 * core/navigation/leave-checks.ts), and reloading, closing the tab or typing another address asks
 * the browser's own question. `message` says what would be lost.
 */
export function useUnsavedChanges(dirty: boolean, message: string = UNSAVED_CHANGES.message, options: UnsavedChangesOptions = {}): UnsavedChanges {
  const [asking, setAsking] = useState(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const released = useRef(false);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const stays = useRef(options.stays);
  stays.current = options.stays;

  function ask(): Promise<boolean> {
    if (!dirtyNow.current || released.current) return Promise.resolve(true);
    answer.current?.(false);
    setAsking(true);
    return new Promise<boolean>((resolve) => {
      answer.current = (leave) => {
        if (leave) released.current = true;
        resolve(leave);
      };
    });
  }
  const askNow = useRef(ask);
  askNow.current = ask;

  useEffect(() => {
    if (!dirty) return undefined;
    released.current = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    if (!options.keptOnReload) window.addEventListener('beforeunload', warn);
    const removeCheck = addLeaveCheck((to) => (stays.current?.(to) ? true : askNow.current()));
    return () => {
      window.removeEventListener('beforeunload', warn);
      removeCheck();
    };
  }, [dirty]);

  // An element removed while asking lets the navigation that was waiting go on.
  useEffect(() => () => answer.current?.(true), []);

  const reply = (leave: boolean) => {
    setAsking(false);
    const resolve = answer.current;
    answer.current = null;
    resolve?.(leave);
  };
  const dialog = (
    <ConfirmDialog open={asking} heading={UNSAVED_CHANGES.heading} message={message}
      confirmLabel={UNSAVED_CHANGES.confirmLabel} cancelLabel={UNSAVED_CHANGES.cancelLabel} tone="danger"
      onCancel={() => reply(false)} onConfirm={() => reply(true)} />
  );
  // Releasing with nothing unsaved does nothing: it must not let a later change through unasked.
  return { dialog, ask, release: () => { if (dirtyNow.current) released.current = true; } };
}
