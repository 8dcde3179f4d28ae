import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $location } from '../../../core/navigation';
import { type NavGroup } from '../../../core/pages';
import { visibleMenu } from '../../../core/pages/main-menu';
import { $currentUser } from '../../../core/session';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { ensureCore } from '../../shared/chrome/standalone';
import { uiCss } from '../../shared/ui/ui-css';
import { MAIN_NAV_CSS } from './main-nav.css';
import { isCurrentItem } from './menu';

export interface MainNavProps {
  /** Called after a menu link moved the page (the sidebar layout closes its drawer). */
  onNavItemSelect?: (detail: { path: string }) => void;
}

/**
 * The main navigation (spec 2.4): the eight groups, each heading only for holders of a code of its
 * group, each item only for holders of its code. Groups fold with a button (aria-expanded); the
 * current page's link has aria-current. Links move through the console router and keep real hrefs.
 */
export function MainNav({ onNavItemSelect }: MainNavProps) {
  ensureCore();
  const { auth } = useStore($currentUser);
  const { path } = useStore($location);
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const menu = visibleMenu(auth);

  function toggle(group: NavGroup) {
    const next = new Set(folded);
    if (next.has(group.key)) next.delete(group.key);
    else next.add(group.key);
    setFolded(next);
  }

  return (
    <nav aria-label="主選單" part="base nav">
      <style>{uiCss(MAIN_NAV_CSS)}</style>
      <ul className="nav-groups">
        {menu.map((group) => {
          const open = !folded.has(group.key);
          const listId = `nav-group-${group.key}`;
          return (
            <li key={group.key} className="nav-group">
              <h2 className="nav-heading">
                <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => toggle(group)}>
                  {group.label}
                </button>
              </h2>
              <ul id={listId} className="nav-items" hidden={!open}>
                {group.items.map((item) => (
                  <li key={item.path}>
                    <a href={consoleHref(item.path)} aria-current={isCurrentItem(item, path) ? 'page' : undefined}
                      onClick={(e) => followInConsole(e, () => onNavItemSelect?.({ path: item.path }))}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
