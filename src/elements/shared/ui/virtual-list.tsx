import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { indexAfterKey, scrollToReveal, visibleRange } from './virtual-window';

export interface VirtualRowState {
  /** The keyboard's current row (listbox only). */
  active: boolean;
  selected: boolean;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number, state: VirtualRowState) => ReactNode;
  /** Every row's height in px; rows are clipped to it. */
  rowHeight: number;
  /** Viewport height in px; without it the list fills its container's height. */
  height?: number;
  /** Rows rendered beyond each edge of the viewport, so fast scrolling shows no gaps. */
  overscan?: number;
  /** Names the list, e.g. 車輛清單. */
  ariaLabel: string;
  /** 'listbox': the user picks a row with arrow keys, Enter or a click; 'list': rows are read or hold their own controls. */
  mode?: 'listbox' | 'list';
  selectedKey?: string;
  onSelect?: (item: T, index: number) => void;
  /** Shown above the rows, sticky at the top and scrolling sideways with them (e.g. column names); hidden from screen readers, so rows must name their own cells. */
  header?: ReactNode;
}

/**
 * A windowed list for thousands of rows (the monitor's 10,000 trucks): only the rows in view and
 * `overscan` rows around them are in the DOM, each placed absolutely at index × rowHeight, and each
 * carries aria-setsize/aria-posinset so screen readers still hear "row 512 of 10000". As a listbox
 * it keeps focus on the container and moves aria-activedescendant (WAI-ARIA listbox pattern), which
 * works although most options are not rendered.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, itemKey, renderItem, rowHeight, height, overscan = 6, ariaLabel, mode = 'list', selectedKey, onSelect, header } = props;
  const box = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(height ?? 400);
  const selectedIndex = selectedKey === undefined ? -1 : items.findIndex((item) => itemKey(item) === selectedKey);
  const [active, setActiveState] = useState(-1);
  // The keyboard's row as of the last key, before React renders it: keys that come faster than
  // renders (a key held down, a focus then a key) each move on from the one before.
  const activeNow = useRef(-1);
  const setActive = (index: number) => {
    activeNow.current = index;
    setActiveState(index);
  };
  const listbox = mode === 'listbox';
  const current = active >= items.length ? items.length - 1 : active;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setViewport(el.clientHeight || height || 400));
    observer.observe(el);
    return () => observer.disconnect();
  }, [height]);

  useEffect(() => {
    if (activeNow.current < 0 && selectedIndex >= 0) setActive(selectedIndex);
  }, [active, selectedIndex]);

  function moveTo(index: number) {
    setActive(index);
    const el = box.current;
    if (!el) return;
    const top = scrollToReveal(index, el.scrollTop, el.clientHeight || viewport, rowHeight);
    if (top !== el.scrollTop) {
      el.scrollTop = top;
      setScrollTop(top);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!listbox) return;
    const at = Math.min(activeNow.current, items.length - 1);
    if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      onSelect?.(items[at], at);
      return;
    }
    const next = indexAfterKey(event.key, at, items.length, Math.floor(viewport / rowHeight) - 1);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  }

  const { start, end } = visibleRange(scrollTop, viewport, rowHeight, items.length, overscan);
  const optionId = (index: number) => `${baseId}-opt-${index}`;
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const item = items[index];
    const selected = index === selectedIndex;
    const isActive = listbox && index === current;
    rows.push(
      <div key={itemKey(item)} id={listbox ? optionId(index) : undefined} role={listbox ? 'option' : 'listitem'}
        aria-selected={listbox ? selected : undefined} aria-setsize={items.length} aria-posinset={index + 1}
        className={`vl-row${isActive ? ' vl-active' : ''}${selected ? ' vl-selected' : ''}`}
        style={{ top: index * rowHeight, height: rowHeight }}
        onClick={listbox ? () => { setActive(index); onSelect?.(item, index); } : undefined}>
        {renderItem(item, index, { active: isActive, selected })}
      </div>,
    );
  }

  return (
    <div ref={box} className="vl" role={listbox ? 'listbox' : 'list'} aria-label={ariaLabel} tabIndex={0}
      aria-activedescendant={listbox && current >= 0 && current < items.length ? optionId(current) : undefined}
      style={{ height: height ?? '100%' }} onKeyDown={keyDown}
      onFocus={() => listbox && activeNow.current < 0 && items.length > 0 && setActive(Math.max(0, selectedIndex))}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      {header && <div className="vl-header" aria-hidden="true">{header}</div>}
      <div className="vl-spacer" style={{ height: items.length * rowHeight }}>{rows}</div>
    </div>
  );
}

export const VIRTUAL_LIST_CSS = `
.vl { position: relative; overflow-y: auto; overscroll-behavior: contain; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); contain: content; }
.vl-spacer { position: relative; width: 100%; }
.vl-header { position: sticky; top: 0; z-index: 1; background: var(--_surface-alt); border-bottom: 1px solid var(--_border); }
.vl-row { position: absolute; left: 0; right: 0; display: flex; align-items: center; padding: 0 var(--_space-3); overflow: hidden; white-space: nowrap; border-bottom: 1px solid var(--_surface-alt); }
.vl[role="listbox"] .vl-row { cursor: pointer; }
.vl-row:hover { background: var(--_surface-alt); }
.vl-selected { background: color-mix(in srgb, var(--_primary) 10%, var(--_surface)); font-weight: 600; }
.vl:focus-visible .vl-active { outline: var(--_focus-ring); outline-offset: -2px; }
`;
