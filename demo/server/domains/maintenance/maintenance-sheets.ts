import { type MaintenanceOrder, type MaintenanceRecord } from '../../../../src/core/api/contract/maintenance';
import { MAINTENANCE_ORDER_STATUSES } from '../../../../src/core/api/contract/vocabulary/work';
import { reservationStatusLabel } from '../../../../src/core/catalogue/work';
import { workbook } from '../../http/xlsx-book';
import { fmt } from '../../time';

/** The maintenance exports (spec 2.11 'export'): records and orders as .xlsx. */

export const MAINTENANCE_EXPORT_LIMIT = 5000;
const stamp = (t: number | null) => (t === null ? '' : fmt(t, 'YYYY-MM-DD HH:mm'));
const names = (items: ReadonlyArray<{ name: string }>) => items.map((i) => i.name).join('、');

export function recordsBook(records: readonly MaintenanceRecord[]): Buffer {
  const rows: unknown[][] = [['車號', '保養週期', '預約狀態', '保修廠', '預約時間', '進廠時間', '保修項目', '里程(公里)', '引擎時數', '費用(元)', '備註', '啟用']];
  for (const r of records) {
    rows.push([
      r.car.carNo, r.cycle?.name ?? '', reservationStatusLabel(r.reservation.status), r.reservation.factoryName, stamp(r.reservation.reservedAt),
      stamp(r.servicedAt), names(r.items), r.mileage ?? '', r.engineHours ?? '', r.cost, r.note, r.active ? '是' : '否',
    ]);
  }
  return workbook([{ name: '保修紀錄', rows, widths: [12, 14, 8, 16, 17, 17, 28, 12, 10, 10, 24, 6] }]);
}

export function ordersBook(orders: readonly MaintenanceOrder[]): Buffer {
  const rows: unknown[][] = [['工單編號', '車號', '原保養週期', '狀態', '開單時間', '預定時間', '完成時間', '保修廠', '保修項目', '費用(元)', '備註']];
  for (const o of orders) {
    rows.push([
      o.orderNo, o.car.carNo, o.originalCycle?.name ?? '', MAINTENANCE_ORDER_STATUSES[o.status].label, stamp(o.openedAt), stamp(o.scheduledAt),
      stamp(o.completedAt), o.factoryName, names(o.items), o.cost, o.note,
    ]);
  }
  return workbook([{ name: '保修工單', rows, widths: [18, 12, 14, 8, 17, 17, 17, 16, 28, 10, 24] }]);
}
