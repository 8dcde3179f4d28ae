import type { MessageSetting } from '../api/contract/message';
import {
  NOTIFICATION_CATEGORIES, type CategoryKey, type CategoryNumber, type NotificationCategoryInfo,
} from '../api/contract/vocabulary/notifications';
import { hasAnyPermission } from '../guards/permissions';
import { MENU_GROUPS } from '../pages/menu-groups';

/** Notification categories by number (spec 9), declared once in the contract's vocabulary. */
export { NOTIFICATION_CATEGORIES, type CategoryKey, type CategoryNumber, type NotificationCategoryInfo };

/**
 * The other reading of spec 9: nine categories, without service. Both readings are kept (see
 * README): everything that reads a message (icons, labels, the list request, the /notice filter)
 * uses all ten, so a service message always has its icon; the settings panel shows the nine unless
 * the user works with plus service (notificationSwitches).
 */
export const NOTIFICATION_CATEGORIES_NINE = NOTIFICATION_CATEGORIES.filter((c) => c.key !== 'service');

/**
 * The switches of the settings panel (spec 2.6): the service switch only for users who hold a plus
 * service permission (P_P44 or P_P45, spec 6), the only ones who receive service notifications.
 */
export function notificationSwitches(userCodes: readonly string[] | undefined): readonly NotificationCategoryInfo[] {
  return userCodes && hasAnyPermission(userCodes, MENU_GROUPS.service) ? NOTIFICATION_CATEGORIES : NOTIFICATION_CATEGORIES_NINE;
}

/** The category of a number, for the entry's icon and label; undefined for an unknown number. */
export function categoryInfo(category: number): NotificationCategoryInfo | undefined {
  return NOTIFICATION_CATEGORIES.find((c) => c.category === category);
}

/** Settings in the boolean reading of spec 3, one flag a category key. */
export type NotificationFlags = Record<CategoryKey, boolean>;

/** All ten on (spec 9). */
export const DEFAULT_SETTINGS: readonly MessageSetting[] = NOTIFICATION_CATEGORIES.map((c) => ({ category: c.category, enabled: true }));

/**
 * The full list of switches in category order: a category the stored list lacks is on (the default),
 * an unknown category number is dropped, and a repeated one keeps its last value.
 */
export function normaliseSettings(list: readonly MessageSetting[] | null | undefined): MessageSetting[] {
  const stored = new Map((list ?? []).map((s) => [s.category, s.enabled] as const));
  return NOTIFICATION_CATEGORIES.map((c) => ({ category: c.category, enabled: stored.get(c.category) !== false }));
}

/**
 * Whether events of a category are let in. A category the settings do not mention is on, as every
 * category is by default (spec 9).
 */
export function isCategoryEnabled(settings: readonly MessageSetting[], category: number): boolean {
  return settings.find((s) => s.category === category)?.enabled !== false;
}

/** The categories to ask the list for (spec 7.3). */
export function enabledCategories(settings: readonly MessageSetting[]): number[] {
  return normaliseSettings(settings).filter((s) => s.enabled).map((s) => s.category);
}

/** The full list with one switch changed. */
export function withSetting(settings: readonly MessageSetting[], category: number, enabled: boolean): MessageSetting[] {
  return normaliseSettings(settings).map((s) => (s.category === category ? { category, enabled } : s));
}

/** List reading → boolean reading (spec 3). */
export function settingsToFlags(list: readonly MessageSetting[] | null | undefined): NotificationFlags {
  const full = normaliseSettings(list);
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c, i) => [c.key, full[i].enabled])) as NotificationFlags;
}

/** Boolean reading → list reading (spec 3); a missing flag is on. */
export function flagsToSettings(flags: Partial<NotificationFlags>): MessageSetting[] {
  return NOTIFICATION_CATEGORIES.map((c) => ({ category: c.category, enabled: flags[c.key] !== false }));
}
