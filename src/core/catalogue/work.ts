import {
  OPTION_CATEGORIES, RESERVATION_STATUSES, STOP_STATES, TASK_STATUSES, type OptionCategory, type ReservationCode, type ReservationStatus,
  type TaskStatus,
} from '../api/contract/vocabulary/work';
import { entryOf, labelOf } from './lookup';

export { STOP_STATES, TASK_STATUSES, type TaskStatus };

export const taskStatusLabel = (status: unknown): string => labelOf(TASK_STATUSES, status);

/** Maintenance reservation statuses (spec 4): either the key or the server's code finds the entry. */
export { RESERVATION_STATUSES, type ReservationCode, type ReservationStatus };

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

export { OPTION_CATEGORIES, type OptionCategory };

export const optionCategoryLabel = (category: unknown): string => labelOf(OPTION_CATEGORIES, category);
