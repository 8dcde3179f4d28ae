export { choicesOf, entryOf, labelOf } from './lookup';
export {
  CAR_STATUSES, carStatusColor, carStatusLabel, DEVICE_TYPES, deviceTypeLabel, REPORTED_CAR_STATUSES,
  type DeviceType, type MarkerStatus,
} from './cars';
export {
  EVENT_ICON_KINDS, EVENT_TYPES, eventIconKind, eventIconName, eventTypeLabel, type EventIconKind, type EventType,
} from './events';
export {
  OPTION_CATEGORIES, optionCategoryLabel, RESERVATION_STATUSES, reservationStatus, reservationStatusLabel,
  TASK_STATUSES, taskStatusLabel, type OptionCategory, type ReservationCode, type ReservationStatus, type TaskStatus,
} from './work';
export { decodeTpms, isTpmsWarning, TPMS_STATUSES, tpmsLabel, type TpmsCode, type TyreFlags } from './tpms';
export { ORDER_STATUS, ORDER_STATUSES, orderStatusLabel, orderStatusTone, type OrderStatusCode, type OrderTone } from './orders';
export {
  FENCE_ICON_TYPES, FENCE_TRIGGERS, fenceIconLabel, fenceTriggerLabel, type FenceIconType, type FenceTrigger,
} from './fences';
export { COLOUR_FILTERS, type ColourFilter } from './colours';
export { carAssignment, driversCar, LICENSE_CLASS_LABELS, ROLE_CHOICES, ROLE_LABELS, roleLabel, type CarAssignment, type DriverCarEntry } from './people';
export { ACCOUNT_STATUS_CHOICES, ACCOUNT_STATUS_LABELS, accountStatusFilter, accountStatusOf, type AccountStatus } from './account-status';
