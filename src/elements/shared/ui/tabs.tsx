import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Unique among the tabs; what `onTabChange` reports. */
  key: string;
  label: string;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list, e.g. 車輛資料分頁. */
  ariaLabel: string;
  /** The selected tab when controlled. */
  selectedKey?: string;
  /** The first selected tab when uncontrolled. */
  defaultSelectedKey?: string;
  onTabChange?: (key: string) => void;
}

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: one tab stop for the list,
 * ←/→ move and select (wrapping), Home/End go to the first/last tab; disabled tabs are skipped.
 */
export function Tabs({ tabs, ariaLabel, selectedKey, defaultSelectedKey, onTabChange }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelectedKey ?? tabs.find((t) => !t.disabled)?.key);
  const current = selectedKey ?? own;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);

  function select(key: string, focus: boolean) {
    setOwn(key);
    if (key !== current) onTabChange?.(key);
    if (focus) buttons.current.get(key)?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = enabled.findIndex((t) => t.key === current);
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    select(target.key, true);
  }

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;
  return (
    <div className="tabs">
      <div role="tablist" aria-label={ariaLabel} className="tab-list" onKeyDown={keyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <button key={tab.key} ref={(el) => { if (el) buttons.current.set(tab.key, el); else buttons.current.delete(tab.key); }}
              type="button" role="tab" id={tabId(tab.key)} aria-selected={selected} aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1} disabled={tab.disabled} className="tab" onClick={() => select(tab.key, false)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.key} role="tabpanel" id={panelId(tab.key)} aria-labelledby={tabId(tab.key)} tabIndex={0}
          hidden={tab.key !== current} className="tab-panel">
          {tab.key === current && tab.panel}
        </div>
      ))}
    </div>
  );
}

export const TABS_CSS = `
.tab-list { display: flex; gap: var(--_space-1); border-bottom: 1px solid var(--_border); overflow-x: auto; }
.tab { font: inherit; color: var(--_muted); background: none; border: 0; border-bottom: 3px solid transparent; padding: var(--_space-2) var(--_space-4); cursor: pointer; white-space: nowrap; }
.tab:hover:not(:disabled) { color: var(--_text); }
.tab[aria-selected="true"] { color: var(--_primary); border-bottom-color: var(--_primary); font-weight: 700; }
.tab:disabled { opacity: 0.5; cursor: not-allowed; }
.tab:focus-visible { outline-offset: -2px; }
.tab-panel { padding: var(--_space-4) 0; }
`;
