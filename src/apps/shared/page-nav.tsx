import { followRoute } from './route-link';

export interface PageNavLink { path: string; label: string }

/**
 * Tabs between the sibling pages of one application (the task list and the dispatch schedules,
 * the maintenance list and the orders): links, the current one marked. A plain click goes through
 * the router (which asks about unsaved changes); a modified click is left to the browser.
 */
export function PageNav({ label, links, current }: { label: string; links: readonly PageNavLink[]; current: string }) {
  return (
    <nav aria-label={label} className="page-nav">
      <style>{NAV_CSS}</style>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} aria-current={link.path === current ? 'page' : undefined} onClick={(e) => followRoute(e, link.path)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const NAV_CSS = `
.page-nav ul { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0 0 8px; padding: 0; border-bottom: 1px solid var(--fms-color-border, #cbd2d9); }
.page-nav a { display: inline-block; padding: 8px 16px; color: var(--fms-color-primary, #1f6fb2); text-decoration: none; border-bottom: 3px solid transparent; margin-bottom: -1px; }
.page-nav a:hover { text-decoration: underline; }
.page-nav a:focus-visible { outline: var(--fms-focus-ring, 2px solid #1f6fb2); outline-offset: 2px; }
.page-nav a[aria-current="page"] { color: var(--fms-color-text, #1f2933); font-weight: 700; border-bottom-color: var(--fms-color-primary, #1f6fb2); }
`;
