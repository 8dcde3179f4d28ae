import { entryOf, labelOf } from './lookup';

/** Task statuses (spec 4). */
export const TASK_STATUSES = {
  ready: { label: '待執行' },
  doing: { label: '執行中' },
  completed: { label: '已完成' },
  stopped: { label: '已中斷' },
  scheduling: { label: '調度中' },
} as const;

export type TaskStatus = keyof typeof TASK_STATUSES;

export const taskStatusLabel = (status: unknown): string => labelOf(TASK_STATUSES, status);

/**
 * Maintenance reservation statuses (spec 4): each has a key, the code the server sends and a label.
 * Either the key or the code finds the entry.
 */
export const RESERVATION_STATUSES = {
  reserved: { code: 'readyMaintain', label: '已預約' },
  done: { code: 'alreadyMaintain', label: '已進廠' },
  expired: { code: 'overdue', label: '已逾期' },
} as const;

export type ReservationStatus = keyof typeof RESERVATION_STATUSES;
export type ReservationCode = (typeof RESERVATION_STATUSES)[ReservationStatus]['code'];

/** The reservation status named by its key ('reserved') or its server code ('readyMaintain'). */
export function reservationStatus(keyOrCode: unknown): ReservationStatus | undefined {
  if (entryOf(RESERVATION_STATUSES, keyOrCode)) return keyOrCode as ReservationStatus;
  return (Object.keys(RESERVATION_STATUSES) as ReservationStatus[])
    .find((key) => RESERVATION_STATUSES[key].code === keyOrCode);
}

export function reservationStatusLabel(keyOrCode: unknown): string {
  const key = reservationStatus(keyOrCode);
  return key ? RESERVATION_STATUSES[key].label : String(keyOrCode ?? '');
}

/** Categories of the generic option dictionary (spec 3). */
export const OPTION_CATEGORIES = {
  department: { label: '部門' },
  maintenance: { label: '保修項目' },
  task: { label: '任務' },
} as const;

export type OptionCategory = keyof typeof OPTION_CATEGORIES;

export const optionCategoryLabel = (category: unknown): string => labelOf(OPTION_CATEGORIES, category);
