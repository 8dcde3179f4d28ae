import type { MaintenanceRecord } from '../api/contract/maintenance';
import { formatTaipei } from '../format';

/** How a reservation status reads at a glance: one rule for the v1 and v2 screens (core/maintenance). */
export { reservationTone } from '../maintenance';

/** A time of a record, or — when it has none. */
export const recordTime = (ms: number | null): string => (ms === null ? '—' : formatTaipei(ms, 'YYYY-MM-DD HH:mm'));

/** 12,345 公里 / 1,234.5 小時, or —. */
export function readingText(value: number | null, unit: string): string {
  return value === null ? '—' : `${value.toLocaleString('zh-TW', { maximumFractionDigits: 1 })} ${unit}`;
}

/** Whether a record can still be marked serviced on review: not yet 已進廠. */
export const canMarkServiced = (record: Pick<MaintenanceRecord, 'reservation'>): boolean => record.reservation.status !== 'alreadyMaintain';
