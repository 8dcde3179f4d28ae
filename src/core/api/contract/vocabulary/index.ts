/**
 * The domain words of spec 3, 4 and 9, each declared once: the contract derives its schemas from
 * them, the console's catalogue adds lookups and colours, and the reference server and its simulator
 * import them. See src/core/catalogue/README.md for where each word lives.
 */
export { literalUnion, keysOf } from './literals';
export {
  CAR_STATUS_LABELS, CarStatusSchema, SENT_CAR_STATUSES, REPORTED_CAR_STATUSES, type CarStatus, type MarkerStatus,
} from './cars';
export { EVENT_ICON_KINDS, EVENT_TYPE_KEYS, EVENT_TYPES, EventTypeSchema, type EventIconKind, type EventType } from './events';
export { TPMS_CODES, TPMS_STATUS_LABELS, TPMS_STATUSES, TpmsStatus, type TpmsCode, type TyreFlags } from './tpms';
export {
  MAINTENANCE_ORDER_STATUS_KEYS, MAINTENANCE_ORDER_STATUSES, MaintenanceOrderStatusSchema, type MaintenanceOrderStatus,
  OPTION_CATEGORIES, OptionCategorySchema, RESERVATION_CODES, RESERVATION_STATUSES, ReservationCodeSchema, TASK_STATUS_KEYS,
  TASK_STATUSES, TaskStatusSchema, type OptionCategory, type ReservationCode, type ReservationStatus, type TaskStatus,
  CYCLE_DUE_LABELS, CycleDueStateSchema, type CycleDueState,
} from './work';
export {
  FENCE_ICON_TYPE_KEYS, FENCE_ICON_TYPES, FENCE_TRIGGERS, FenceIconTypeSchema, type FenceIconType, type FenceTrigger,
} from './fences';
export {
  ACCOUNT_STATUS_LABELS, LICENSE_CLASS_LABELS, LicenseClassSchema, ROLE_LABELS, RoleSchema, type AccountStatus, type LicenseClass, type Role,
} from './people';
export {
  SERIAL_REFUSALS, SERIAL_STATE_LABELS, SERVICE_PERIOD_LABELS, SERVICE_SOURCE_LABELS, ServiceSourceSchema, type SerialState,
  type ServicePeriodState, type ServiceSource,
} from './services';
export {
  ORDER_STATUS, ORDER_STATUS_CODES, ORDER_STATUS_LABELS, ORDER_STATUSES, OrderStatus, PAYMENT_METHOD_LABELS, PaymentMethodSchema,
  type OrderStatusCode, type PaymentMethodCode,
} from './orders';
export {
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY, NotificationCategory, SPECIAL_NOTICE_TITLE, SPECIAL_NOTICE_TITLES,
  type CategoryKey, type CategoryNumber, type NotificationCategoryInfo,
} from './notifications';
// Issue 24, 6: the remaining label tables, moved here from the console and the server.
export { DTC_LEVEL_WORDS, DTC_SYSTEM_LABELS, type DtcSystem } from './dtc';
export { CARRIER_LABELS, INVOICE_FIELD_LABELS, INVOICE_TYPE_NAMES } from './invoices';
export { HARSH_LABELS, PEDAL_LABELS } from './performance';
export { VIDEO_RANGE_FIELD_LABELS, VIDEO_RECORD_STATUS_LABELS } from './video';
export { MAP_LABEL_FIELDS, type MapLabelField } from './map';
export { DMS_ALERT_TITLES, EVENT_TYPE_NOTES } from './events';
export { ORDER_ACTION_LABELS } from './orders';
export { COLOUR_FILTER_LABELS, DEVICE_TYPE_LABELS } from './cars';
export {
  CYCLE_CATEGORIES, CYCLE_CATEGORY_KEYS, CYCLE_INTERVAL_LABELS, CycleCategorySchema, type CycleCategoryKey,
} from './work';
export { CAR_ENABLED_LABELS, MODEL_GROUP_LABELS } from './cars';
export { ACCOUNT_MAIL_SUBJECTS, ACCOUNT_VERIFY_LABELS, DRIVER_CAR_LABELS, PASSWORD_RESET_METHOD_LABELS, VOICE_DIRECTION_LABELS } from './people';
export { JOURNEY_CONFIRM_LABELS, RECORD_ACTIVE_LABELS, SET_INIT_MODE_LABELS } from './work';
export { AREA_KIND_LABELS } from './map';
export { PURCHASE_STEP_WORDS, type PurchaseFlowStep } from './purchase';
