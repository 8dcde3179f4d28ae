import type { MaintenanceOrder, MaintenanceRecord } from '../api/contract/maintenance';
import type { ReservationCode } from '../api/contract/vocabulary/work';
import type { NotificationMessage } from '../api/contract/message';
import { NOTIFICATION_CATEGORY } from '../api/contract/vocabulary/notifications';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatTaipei, instantOf } from '../format/taipei';

dayjs.extend(utc);

/**
 * The maintenance v2 pages' rules (spec 2.11 'Maintenance', 3, 4, 7.8): the
 * tone of a reservation status, how a record and an order are named, and the checks on the engine and
 * mileage values entered (set-init), kept pure so they are tested with tables.
 */

/** Where a car stands on a cycle (maintenance/v0/car-info `state`), in words: declared in the vocabulary. */
export { CYCLE_DUE_LABELS, type CycleDueState } from '../api/contract/vocabulary/work';

/** The colour of a reservation status; spec 4 names none, so: booked info, done success, overdue danger. */
export function reservationTone(code: ReservationCode): 'info' | 'success' | 'danger' {
  if (code === 'alreadyMaintain') return 'success';
  if (code === 'overdue') return 'danger';
  return 'info';
}

/** A record as a delete confirmation names it: its car and its reservation time. */
export const recordNameOf = (r: Pick<MaintenanceRecord, 'car' | 'reservation'>) =>
  `${r.car.carNo} ${formatTaipei(r.reservation.reservedAt, 'YYYY-MM-DD HH:mm')}`;

/** An order as a delete confirmation names it: its number and car. */
export const orderNameOf = (o: Pick<MaintenanceOrder, 'orderNo' | 'car'>) => `${o.orderNo}（${o.car.carNo}）`;

/** The limits of the contract (maintenance.ts Km, Hours). */
export const MILEAGE_MAX = 10_000_000;
export const ENGINE_HOURS_MAX = 1_000_000;

/** A typed reading: a number from 0 to max, at most one decimal; returns the message or nothing. */
export function readingError(text: string, label: string, max: number, required = true): string | undefined {
  const value = text.trim();
  if (!value) return required ? `請輸入${label}` : undefined;
  if (!/^\d+(\.\d)?$/.test(value)) return `${label}須為 0 以上的數字，最多一位小數`;
  if (Number(value) > max) return `${label}不可超過 ${max.toLocaleString('zh-TW')}`;
  return undefined;
}

export const mileageError = (text: string, required = true) => readingError(text, '里程（公里）', MILEAGE_MAX, required);
export const engineHoursError = (text: string, required = true) => readingError(text, '引擎時數（小時）', ENGINE_HOURS_MAX, required);

/** A typed number, or null for blank text. */
export const readingOf = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);

/** 'YYYY-MM-DDTHH:mm' (a datetime-local input, Taipei time) of an instant, and back. */
export const localInputOf = (ms: number) => formatTaipei(ms, 'YYYY-MM-DDTHH:mm');
/** The instant a 'YYYY-MM-DDTHH:mm' input names in Taipei, or null when it is not one. */
export function instantOfLocalInput(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const wall = dayjs.utc(`${text}:00`);
  return wall.isValid() ? instantOf(wall) : null;
}

/** A reservation time must lie ahead (the server refuses a past one for 已預約). */
export function reservedAtError(text: string, nowMs: number): string | undefined {
  if (!text.trim()) return '請選擇預約時間';
  const at = instantOfLocalInput(text);
  if (at === null) return '預約時間格式不正確';
  if (at <= nowMs) return '預約時間須晚於現在';
  return undefined;
}

/** Whether a live notification is a maintenance one (category 7, spec 9): reminders and reservations turned overdue. */
export function isMaintenanceEvent(event: Partial<Pick<NotificationMessage, 'category' | 'data'>> | null | undefined): boolean {
  const category = event?.category ?? event?.data?.category;
  return Number(category) === NOTIFICATION_CATEGORY.maintenance;
}
