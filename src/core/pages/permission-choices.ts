import { PERMISSION_CODES, type PermissionCode } from '../api/contract/permissions';
import { PAGE_DETAILS } from './details';
import { PAGES } from './manifest';
import { MAIN_MENU } from './main-menu';
import { MENU_HEADINGS } from './menu-groups';

/** One permission code as an account form offers it. */
export interface PermissionChoice {
  code: PermissionCode;
  /** The menu item's name (spec 2.4), or the code itself when the spec gives no meaning (P_P15, P_P41). */
  label: string;
}

export interface PermissionChoiceGroup {
  key: string;
  label: string;
  choices: readonly PermissionChoice[];
}

/**
 * Codes that open no menu item, named by the title of the page they open: the header's bell's
 * /notice (通知, spec 2.5) and the user menu's /user (我的帳號, spec 2.7).
 */
const pageTitleOf = (code: PermissionCode) => {
  const page = PAGES.find((p) => p.access === code);
  return page && PAGE_DETAILS[page.id].title;
};
export const OTHER_GROUP = { key: 'other', label: '其他' } as const;

/**
 * The permission codes grouped as the main navigation groups them (spec 2.4, 6), from the page
 * manifest: each code once, under the group whose menu item it opens (P_P44 under 加值服務, where
 * 功能購買 is), else the first group that lists it (P_P15, P_P41 by code); the bell and my account
 * last. Every code of the contract appears exactly once.
 */
export function permissionChoiceGroups(): PermissionChoiceGroup[] {
  const itemLabel = new Map<string, string>();
  const itemGroup = new Map<string, string>();
  for (const group of MAIN_MENU) {
    for (const item of group.items) {
      if (item.code && !itemLabel.has(item.code)) {
        itemLabel.set(item.code, item.label);
        itemGroup.set(item.code, group.key);
      }
    }
  }
  const placed = new Set<string>();
  const groups: PermissionChoiceGroup[] = MENU_HEADINGS.map((heading) => {
    const menuCodes = MAIN_MENU.find((g) => g.key === heading.key)!.items.flatMap((item) => (item.code ? [item.code] : []));
    const codes = [...new Set<PermissionCode>([...menuCodes, ...heading.codes])]
      .filter((code) => !placed.has(code) && (itemGroup.get(code) ?? heading.key) === heading.key);
    codes.forEach((code) => placed.add(code));
    return { key: heading.key, label: heading.label, choices: codes.map((code) => ({ code, label: itemLabel.get(code) ?? code })) };
  });
  const rest = PERMISSION_CODES.filter((code) => !placed.has(code));
  groups.push({ ...OTHER_GROUP, choices: rest.map((code) => ({ code, label: pageTitleOf(code) ?? code })) });
  return groups.filter((group) => group.choices.length > 0);
}

/** The groups, made once. */
export const PERMISSION_CHOICE_GROUPS: readonly PermissionChoiceGroup[] = /* @__PURE__ */ permissionChoiceGroups();

const choiceOf = (code: string) => PERMISSION_CHOICE_GROUPS.flatMap((g) => g.choices).find((c) => c.code === code);

/** How a code reads in a list: its menu name (監控地圖), or the code itself when it has none. */
export const permissionName = (code: string): string => choiceOf(code)?.label ?? code;

/** A code's name with the code, e.g. 監控地圖（P_P01）, or the bare code. */
export function permissionLabel(code: string): string {
  const name = permissionName(code);
  return name !== code ? `${name}（${code}）` : code;
}
