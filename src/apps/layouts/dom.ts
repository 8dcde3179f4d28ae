/**
 * A few lines of DOM building for the layouts, which are plain DOM around custom elements: the root
 * config carries no UI framework, and a layout stays in place while page applications come and go.
 */
type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Record<string, string>, ...children: Child[]): HTMLElementTagNameMap[K];
export function el(tag: string, attrs?: Record<string, string>, ...children: Child[]): HTMLElement;
export function el(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** The container every page application renders into (apps/shared/react-app.tsx). */
export const PAGE_CONTAINER_ID = 'fms-page';

/** The layout's main landmark, which holds the page; focusable so a skip link can land on it. */
export function pageContainer(): HTMLElement {
  return el('main', { id: PAGE_CONTAINER_ID, class: 'layout-page', tabindex: '-1' });
}

export function skipLink(): HTMLElement {
  return el('a', { class: 'skip-link', href: `#${PAGE_CONTAINER_ID}` }, '跳到主要內容');
}
