import type { NavItem } from '../../../core/pages';

/** The item a path belongs to: its own page or one below it (/history/journey/… is 軌跡回放). */
export function isCurrentItem(item: NavItem, path: string): boolean {
  return path === item.path || path.startsWith(`${item.path}/`);
}
