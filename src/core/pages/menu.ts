import type { PermissionCode } from '../api/contract/permissions';
import { hasAnyPermission, hasPermission } from '../guards/permissions';
import { PAGES } from './manifest';
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

/** The main navigation of spec 2.4, from the page manifest: the groups in order, their items by `order`. */
export const MAIN_MENU: readonly NavGroup[] = MENU_HEADINGS.map(({ key, label }) => ({
  key,
  label,
  items: PAGES.flatMap((page) => (page.menu?.group === key ? [{ page, menu: page.menu }] : []))
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ page, menu }): NavItem => ({
      path: page.path,
      label: page.title,
      code: menu.code ?? (page.access === 'public' || page.access === 'signedIn' ? null : page.access),
    })),
}));

/**
 * What a user sees (spec 2.4, 6): a heading when the user holds any code of its group, and under it
 * the items whose code the user holds (an item without a code always shows).
 */
export function visibleMenu(codes: readonly string[] | undefined): NavGroup[] {
  const groups = new Map(MENU_HEADINGS.map((h) => [h.key, h.codes as readonly string[]]));
  return MAIN_MENU
    .filter((group) => hasAnyPermission(codes, groups.get(group.key) ?? []))
    .map((group) => ({ ...group, items: group.items.filter((item) => item.code === null || hasPermission(codes, item.code)) }));
}
