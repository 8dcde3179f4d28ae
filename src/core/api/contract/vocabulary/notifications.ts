import { Type } from '@sinclair/typebox';

/**
 * Notification categories by number (spec 9), all on by default. `key` is the name of the category
 * in the boolean reading of the settings (spec 3); `icon` is the entry's category icon (spec 2.6).
 */
export const NOTIFICATION_CATEGORIES = [
  { category: 1, key: 'enabled', label: '綁定', icon: 'bind', description: '新建車輛納管的結果' },
  { category: 2, key: 'system', label: '系統', icon: 'system', description: '平台維護或更新' },
  { category: 3, key: 'fence', label: '圍籬', icon: 'fence', description: '車輛進出圍籬' },
  { category: 4, key: 'task', label: '任務', icon: 'task', description: '行車任務執行狀態' },
  { category: 5, key: 'event', label: '事件', icon: 'event', description: '車況與駕駛行為' },
  { category: 6, key: 'message', label: '語音訊息', icon: 'microphone', description: '新的語音訊息' },
  { category: 7, key: 'maintenance', label: '保修', icon: 'maintenance', description: '保修提醒' },
  { category: 8, key: 'performance', label: '績效', icon: 'performance', description: '駕駛評分、行車數據結算' },
  { category: 9, key: 'video', label: '影片', icon: 'video', description: '影片調閱通知' },
  { category: 10, key: 'service', label: '加值服務', icon: 'service', description: '加值服務通知' },
] as const;

export type NotificationCategoryInfo = (typeof NOTIFICATION_CATEGORIES)[number];
export type CategoryKey = NotificationCategoryInfo['key'];
export type CategoryNumber = NotificationCategoryInfo['category'];

/** Category numbers by key, for code that sends a notification (NOTIFICATION_CATEGORY.fence is 3). */
export const NOTIFICATION_CATEGORY = /* @__PURE__ */ Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c.key, c.category])) as
  { readonly [C in NotificationCategoryInfo as C['key']]: C['category'] };

const numbers = /* @__PURE__ */ NOTIFICATION_CATEGORIES.map((c) => c.category);
export const NotificationCategory = Type.Integer({ minimum: Math.min(...numbers), maximum: Math.max(...numbers) });

/**
 * Titles that make an event special (spec 4 'Notification flow', 9), by the smart-driving system
 * whose alert carries them.
 */
export const SPECIAL_NOTICE_TITLE = {
  PCS: 'PCS 預警式防護系統作動',
  LDWS: 'LDWS 車道偏離警示系統作動',
} as const;
export const SPECIAL_NOTICE_TITLES = [SPECIAL_NOTICE_TITLE.PCS, SPECIAL_NOTICE_TITLE.LDWS] as const;
