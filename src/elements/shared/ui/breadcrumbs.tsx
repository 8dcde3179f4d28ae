import type { MouseEvent } from 'react';

export interface BreadcrumbItem {
  label: string;
  /** A link to this level; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Called instead of following a link, for the console's client-side navigation. */
  onNavigate?: (href: string) => void;
  ariaLabel?: string;
}

/** Where the page sits: links to each level and the current page last, marked aria-current=page. */
export function Breadcrumbs({ items, onNavigate, ariaLabel = '麵包屑' }: BreadcrumbsProps) {
  function click(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  }
  return (
    <nav aria-label={ariaLabel} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {last || !item.href
                ? <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                : <a href={item.href} onClick={(event) => click(event, item.href!)}>{item.label}</a>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export const BREADCRUMBS_CSS = `
.breadcrumbs ol { display: flex; flex-wrap: wrap; align-items: center; margin: 0; padding: 0; list-style: none; color: var(--_muted); }
.breadcrumbs li + li::before { content: "/"; margin: 0 var(--_space-2); color: var(--_border); }
.breadcrumbs a { color: var(--_primary); text-decoration: none; }
.breadcrumbs a:hover { text-decoration: underline; }
.breadcrumbs [aria-current="page"] { color: var(--_text); font-weight: 600; }
`;
