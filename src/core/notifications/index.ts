export {
  categoryInfo, DEFAULT_SETTINGS, enabledCategories, flagsToSettings, isCategoryEnabled, normaliseSettings,
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORIES_NINE, notificationSwitches, settingsToFlags, withSetting,
  type CategoryKey, type CategoryNumber, type NotificationCategoryInfo, type NotificationFlags,
} from './categories';
export { entryRelativeTime, entryTime, isSpecialEvent, SPECIAL_NOTICE_TITLES } from './special';
export {
  bellIcon, initialBellState, loadList, mergeMissed, newestEntryTime, NOTIFICATION_LIST_LIMIT, openBell, receiveEvent,
  type BellIcon, type BellState,
} from './bell';
export {
  $bell, $bellIcon, $notificationFlags, $notificationSettings, CATCH_UP_LIMIT, catchUpNotifications, configureNotifications,
  loadTodayNotifications,
  openNotificationBell, receiveNotification, resetNotifications, saveNotificationSetting,
} from './store';
export type { MessageSetting, NotificationMessage } from '../api/contract/message';
