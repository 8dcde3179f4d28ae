import { keysOf, literalUnion } from './literals';

/** Task statuses (spec 4). */
export const TASK_STATUSES = {
  ready: { label: '待執行' },
  doing: { label: '執行中' },
  completed: { label: '已完成' },
  stopped: { label: '已中斷' },
  scheduling: { label: '調度中' },
} as const;

export type TaskStatus = keyof typeof TASK_STATUSES;
export const TASK_STATUS_KEYS = keysOf(TASK_STATUSES);
export const TaskStatusSchema = literalUnion(TASK_STATUS_KEYS);

/** Where a task's stop stands, as a shared task shows it (issue 27, 4): done is the task status's word. */
export const STOP_STATES = {
  done: { label: TASK_STATUSES.completed.label },
  arrived: { label: '已抵達' },
  pending: { label: '未抵達' },
} as const;

/**
 * Maintenance reservation statuses (spec 4): each has a key, the code the server sends and a label.
 */
export const RESERVATION_STATUSES = {
  reserved: { code: 'readyMaintain', label: '已預約' },
  done: { code: 'alreadyMaintain', label: '已進廠' },
  expired: { code: 'overdue', label: '已逾期' },
} as const;

export type ReservationStatus = keyof typeof RESERVATION_STATUSES;
export type ReservationCode = (typeof RESERVATION_STATUSES)[ReservationStatus]['code'];

/** The codes the server sends, in the order of spec 4. */
export const RESERVATION_CODES = keysOf(RESERVATION_STATUSES).map((key) => RESERVATION_STATUSES[key].code) as ReservationCode[];
export const ReservationCodeSchema = literalUnion(RESERVATION_CODES);

/**
 * Maintenance work order statuses: this console's own (the spec shows the order's uid and cycle
 * only). 已完成 is also a task status: the same word of another entity.
 */
export const MAINTENANCE_ORDER_STATUSES = {
  open: { label: '待處理' },
  processing: { label: '處理中' },
  done: { label: '已完成' },
  cancelled: { label: '已取消' },
} as const;

export type MaintenanceOrderStatus = keyof typeof MAINTENANCE_ORDER_STATUSES;
export const MAINTENANCE_ORDER_STATUS_KEYS = keysOf(MAINTENANCE_ORDER_STATUSES);
export const MaintenanceOrderStatusSchema = literalUnion(MAINTENANCE_ORDER_STATUS_KEYS);

/**
 * Categories of the generic option dictionary (spec 3); the labels are this console's wording, as
 * the settings page's tabs and the server's messages name one option's kind (部門「…」已存在).
 * `usedBy` names what may still use an option of the category (issue 11: shown before it goes).
 */
export const OPTION_CATEGORIES = {
  department: { label: '部門', usedBy: '車輛或人員' },
  maintenance: { label: '保養項目', usedBy: '保養週期、工單或保養紀錄' },
  task: { label: '任務種類', usedBy: '任務' },
} as const;

export type OptionCategory = keyof typeof OPTION_CATEGORIES;
export const OptionCategorySchema = literalUnion(keysOf(OPTION_CATEGORIES));

/** Where a car stands on a maintenance cycle (maintenance/v0/car-info `state`), in this console's words. */
export const CYCLE_DUE_LABELS = { ok: '未到期', dueSoon: '即將到期', due: '已到期' } as const;

export type CycleDueState = keyof typeof CYCLE_DUE_LABELS;
export const CycleDueStateSchema = literalUnion(keysOf(CYCLE_DUE_LABELS));

/** The fixed kinds of a maintenance cycle (contract Cycle `category`). */
export const CYCLE_CATEGORIES = { maintain: '保養', inspect: '檢查', replace: '更換' } as const;

export type CycleCategoryKey = keyof typeof CYCLE_CATEGORIES;
export const CYCLE_CATEGORY_KEYS = keysOf(CYCLE_CATEGORIES);
export const CycleCategorySchema = literalUnion(CYCLE_CATEGORY_KEYS);

/** A cycle's intervals (contract CycleInput), as the cycle editor and list name them. */
export const CYCLE_INTERVAL_LABELS = { intervalKm: '里程週期', intervalMonths: '月數週期', intervalEngineHours: '引擎時數週期' } as const;

/** Whether a maintenance record is in use (啟用狀態), as the maintenance lists filter them. */
export const RECORD_ACTIVE_LABELS = { true: '啟用', false: '停用' } as const;

/** Where a car's maintenance counting starts (maintenance/v0 set-init `mode`). */
export const SET_INIT_MODE_LABELS = { init: '初始值（目前數值）', project: '專案（保修週期最近一次保修）' } as const;

/** Whether a journey's review is done (the journey review's filter). */
export const JOURNEY_CONFIRM_LABELS = { false: '待確認', true: '已確認' } as const;
