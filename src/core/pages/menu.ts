import type { PermissionCode } from '../api/contract/permissions';
import { hasAnyPermission, hasPermission } from '../guards/permissions';
import { PAGES, type PageId } from './manifest';
import { MENU_HEADINGS, type MenuGroup } from './menu-groups';

export interface NavItem {
  path: string;
  label: string;
  /** The code the item needs; null: no check (the monthly report, spec 2.4). */
  code: PermissionCode | null;
}

export interface NavGroup {
  key: MenuGroup;
  label: string;
  items: readonly NavItem[];
}

/** The groups in order, their items by `order`, each item named by `labelOf`. */
export function menuOf(labelOf: (id: PageId) => string): NavGroup[] {
  return MENU_HEADINGS.map(({ key, label }) => ({
    key,
    label,
    items: PAGES.flatMap((page) => (page.menu?.group === key ? [{ page, menu: page.menu }] : []))
      .sort((a, b) => a.menu.order - b.menu.order)
      .map(({ page, menu }): NavItem => ({
        path: page.path,
        label: labelOf(page.id),
        code: menu.code ?? (page.access === 'public' || page.access === 'signedIn' ? null : page.access),
      })),
  }));
}

/** The menu without its words: where the landing page is looked for (the sign-in path needs no titles). */
const MENU_PATHS: readonly NavGroup[] = /* @__PURE__ */ menuOf(() => '');

export function visibleOf(menu: readonly NavGroup[], codes: readonly string[] | undefined): NavGroup[] {
  const groups = new Map(MENU_HEADINGS.map((h) => [h.key, h.codes as readonly string[]]));
  return menu
    .filter((group) => hasAnyPermission(codes, groups.get(group.key) ?? []))
    .map((group) => ({ ...group, items: group.items.filter((item) => item.code === null || hasPermission(codes, item.code)) }));
}

/** The paths of the menu items a user sees, in the menu's order (visibleMenu's, without the words). */
export const visibleMenuPaths = (codes: readonly string[] | undefined): string[] =>
  visibleOf(MENU_PATHS, codes).flatMap((group) => group.items.map((item) => item.path));
