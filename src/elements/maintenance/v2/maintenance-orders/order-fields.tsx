import type { MaintenanceOrder } from '../../../../core/api/contract/maintenance';
import { MAINTENANCE_ORDER_STATUS_KEYS, MAINTENANCE_ORDER_STATUSES, type MaintenanceOrderStatus } from '../../../../core/api/contract/vocabulary/work';
import { engineHoursError, instantOfLocalInput, localInputOf, mileageError, readingOf } from '../../../../core/maintenance';
import { $managedCarOptions } from '../../../../core/resource';
import { MaintenanceItemsField } from '../../shared/items-field';
import type { FormFieldSpec } from '../../../shared/ui/page-kit';

/** The order form's values as typed. */
export interface OrderValues {
  carUid: string;
  status: string;
  /** 保修項目 (option uids). */
  items: string[];
  scheduledAt: string;
  factoryName: string;
  cost: string;
  mileage: string;
  engineHours: string;
  note: string;
}

export const ORDER_STATUS_CHOICES = MAINTENANCE_ORDER_STATUS_KEYS.map((k) => ({ value: k, label: MAINTENANCE_ORDER_STATUSES[k].label }));

export function orderValuesOf(o: MaintenanceOrder | null): OrderValues {
  return {
    carUid: o?.car.uid ?? '', status: o?.status ?? 'open', items: o?.items.map((i) => i.uid) ?? [], scheduledAt: o?.scheduledAt ? localInputOf(o.scheduledAt) : '',
    factoryName: o?.factoryName ?? '', cost: o ? String(o.cost) : '', mileage: '', engineHours: '', note: o?.note ?? '',
  };
}

const costError = (v: string) => {
  const t = v.trim();
  if (!t) return undefined;
  if (!/^\d+$/.test(t)) return '費用須為 0 以上的整數';
  return Number(t) > 100_000_000 ? '費用不可超過 100,000,000' : undefined;
};

/** The fields; a new order names its car, an edit moves the status and, when done, takes the readings. */
export function orderFields(editing: boolean): FormFieldSpec<OrderValues>[] {
  const common: FormFieldSpec<OrderValues>[] = [
    { name: 'scheduledAt', label: '預定保修時間', kind: 'datetime-local', validate: (v) => (v && instantOfLocalInput(v) === null ? '預定保修時間格式不正確' : undefined) },
    { name: 'factoryName', label: '保修廠', kind: 'text', maxLength: 100 },
    { name: 'items', label: '保修項目', kind: 'custom', render: (p) => <MaintenanceItemsField {...p} /> },
    { name: 'cost', label: '費用（元）', kind: 'text', validate: costError },
    { name: 'note', label: '備註', kind: 'textarea', maxLength: 500 },
  ];
  if (!editing) return [{ name: 'carUid', label: '車號', kind: 'select', required: true, options: $managedCarOptions }, ...common];
  const doneOnly = (check: (v: string) => string | undefined) => (v: string, all: OrderValues) =>
    (all.status !== 'done' && v.trim() ? '里程與引擎時數只在完工時填寫' : check(v));
  return [
    { name: 'status', label: '工單狀態', kind: 'select', required: true, options: ORDER_STATUS_CHOICES },
    ...common,
    { name: 'mileage', label: '完工里程（公里）', kind: 'text', hint: '狀態為已完成時填寫', validate: doneOnly((v) => mileageError(v, false)) },
    { name: 'engineHours', label: '完工引擎時數（小時）', kind: 'text', hint: '狀態為已完成時填寫', validate: doneOnly((v) => engineHoursError(v, false)) },
  ];
}

const atOf = (v: string) => (v ? instantOfLocalInput(v) : null);

export const orderCreateOf = (v: OrderValues, originalCycleUid: string | null) => ({
  carUid: v.carUid, originalCycleUid, items: v.items, scheduledAt: atOf(v.scheduledAt), factoryName: v.factoryName.trim(),
  cost: v.cost.trim() ? Number(v.cost) : 0, note: v.note.trim(),
});

export const orderUpdateOf = (v: OrderValues) => ({
  status: v.status as MaintenanceOrderStatus, items: v.items, scheduledAt: atOf(v.scheduledAt), factoryName: v.factoryName.trim(),
  cost: v.cost.trim() ? Number(v.cost) : 0, note: v.note.trim(),
  ...(v.status === 'done' ? { mileage: readingOf(v.mileage), engineHours: readingOf(v.engineHours) } : {}),
});
