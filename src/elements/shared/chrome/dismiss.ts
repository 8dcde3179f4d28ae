import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (the bell's panel, the user menu) on a pointer press outside `container` and on
 * Escape. composedPath() sees through shadow roots, so a press inside the element's own shadow DOM
 * counts as inside even though the document sees only the host. `onEscape` gets the chance to put
 * focus back on the control that opened the popup.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void, onEscape?: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const pointer = (event: Event) => {
      const root = container.current;
      if (root && !event.composedPath().includes(root)) close();
    };
    const key = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      onEscape?.();
    };
    const root = container.current;
    document.addEventListener('pointerdown', pointer, true);
    root?.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerdown', pointer, true);
      root?.removeEventListener('keydown', key);
    };
  }, [open, container, close, onEscape]);
}
