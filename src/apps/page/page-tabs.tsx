import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { navigate, type RouteLocation } from '../../core/navigation';
import { tabFor, tabQuery, type PageTabs as Tabs } from '../../core/pages/page-wiring';

/**
 * A page's tabs kept in the query (/fence, /fence?tab=routes): a tablist whose arrow keys move to
 * the other tab and focus it; the choice replaces the history entry. `render` draws the open tab.
 */
export function PageTabs({ id, label, tabs, location, render }: {
  id: string;
  label: string;
  tabs: Tabs;
  location: RouteLocation;
  render: (tab: Tabs['items'][number]) => ReactNode;
}) {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabFor(tabs, location.query);
  const open = (key: string, focus = false) => {
    void navigate({ path: location.path, query: tabQuery(tabs, key) }, { replace: true });
    if (focus) queueMicrotask(() => buttons.current[key]?.focus());
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.items.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : tabs.items.length - 1;
    open(tabs.items[(index + step) % tabs.items.length].key, true);
  };
  return (
    <>
      <div role="tablist" aria-label={label} onKeyDown={keyDown} className="fms-page-tabs">
        {tabs.items.map((tab) => (
          <button key={tab.key} type="button" role="tab" id={`${id}-tab-${tab.key}`} aria-selected={tab === current}
            aria-controls={`${id}-panel-${tab.key}`} tabIndex={tab === current ? 0 : -1}
            ref={(el) => { buttons.current[tab.key] = el; }} onClick={() => open(tab.key)}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`}>
        {render(current)}
      </div>
    </>
  );
}
