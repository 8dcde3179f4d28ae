import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface FilterFoldProps {
  /** How many filters are in force, shown on the 篩選 button (0 shows none). */
  activeCount: number;
  /** Unfolded: the caller's state, so it can fold the filters again after 查詢. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filter form. */
  children: ReactNode;
}

/** Below this width of the list (the fold is a CSS container) the filters fold behind 篩選. */
export const FILTER_FOLD_WIDTH = 600;

/**
 * A list's filters that fold behind a 篩選 disclosure button on a narrow list, so a phone's first
 * screen shows rows rather than a form (issue 22, item 19). Wider lists show the filters and no
 * button. Which applies is CSS alone (a container query on the fold's width), so it follows the
 * space the list really has, not the window's. Folding while focus is in the filters (after 查詢)
 * gives focus back to the button.
 */
export function FilterFold({ activeCount, open, onOpenChange, children }: FilterFoldProps) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Before paint, so the focused control inside is still the active element when the panel hides.
  useLayoutEffect(() => {
    const button = toggle.current;
    if (open || !button || !panel.current) return;
    const active = (button.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && panel.current.contains(active) && button.getClientRects().length > 0) button.focus();
  }, [open]);

  return (
    <div className={`filter-fold${open ? ' filter-fold-open' : ''}`}>
      {/* The kit's button look; a native button here because the fold needs its ref. */}
      <button ref={toggle} type="button" className="btn btn-secondary filter-toggle" aria-expanded={open} aria-controls={panelId}
        onClick={() => onOpenChange(!open)}>
        篩選
        {activeCount > 0 && <span className="filter-count">{activeCount}<span className="visually-hidden"> 項條件</span></span>}
      </button>
      <div ref={panel} id={panelId} className="filter-panel">{children}</div>
    </div>
  );
}

export const FILTER_FOLD_CSS = `
.filter-fold { container-type: inline-size; min-width: 0; }
.filter-fold > .filter-toggle { display: none; }
.filter-count { display: inline-grid; place-items: center; min-width: 1.5em; height: 1.5em; padding: 0 4px; border-radius: var(--_radius-pill); background: var(--_primary); color: var(--_on-primary); font-size: 0.85em; font-variant-numeric: tabular-nums; }
@container (max-width: ${FILTER_FOLD_WIDTH - 0.02}px) {
  .filter-fold > .filter-toggle { display: inline-flex; }
  .filter-fold-open > .filter-panel { margin-top: var(--_space-2); }
  .filter-fold:not(.filter-fold-open) > .filter-panel { display: none; }
}
`;
