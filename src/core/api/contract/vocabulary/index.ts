/**
 * The domain words of spec 3, 4 and 9, each declared once: the contract derives its schemas from
 * them, the console's catalogue adds lookups and colours, and the reference server and its simulator
 * import them. See src/core/catalogue/README.md for where each word lives.
 */
export { literalUnion, keysOf } from './literals';
export {
  CAR_STATUS_LABELS, CAR_STATUSES, CarStatusSchema, REPORTED_CAR_STATUSES, type CarStatus, type MarkerStatus,
} from './cars';
export { EVENT_ICON_KINDS, EVENT_TYPE_KEYS, EVENT_TYPES, EventTypeSchema, type EventIconKind, type EventType } from './events';
export { TPMS_CODES, TPMS_STATUS_LABELS, TPMS_STATUSES, TpmsStatus, type TpmsCode, type TyreFlags } from './tpms';
export {
  MAINTENANCE_ORDER_STATUS_KEYS, MAINTENANCE_ORDER_STATUSES, MaintenanceOrderStatusSchema, type MaintenanceOrderStatus,
  OPTION_CATEGORIES, OptionCategorySchema, RESERVATION_CODES, RESERVATION_STATUSES, ReservationCodeSchema, TASK_STATUS_KEYS,
  TASK_STATUSES, TaskStatusSchema, type OptionCategory, type ReservationCode, type ReservationStatus, type TaskStatus,
} from './work';
export { ORDER_STATUS, ORDER_STATUS_CODES, ORDER_STATUS_LABELS, ORDER_STATUSES, OrderStatus, type OrderStatusCode } from './orders';
export {
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY, NotificationCategory, SPECIAL_NOTICE_TITLE, SPECIAL_NOTICE_TITLES,
  type CategoryKey, type CategoryNumber, type NotificationCategoryInfo,
} from './notifications';
