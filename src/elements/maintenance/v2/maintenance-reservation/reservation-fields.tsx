import type { MaintenanceRecord, RecordInput, RecordUpdate } from '../../../../core/api/contract/maintenance';
import { reservationStatusLabel } from '../../../../core/catalogue/work';
import { now } from '../../../../core/clock';
import { engineHoursError, instantOfLocalInput, localInputOf, mileageError, readingOf, reservedAtError } from '../../../../core/maintenance';
import { $cycleOptions } from '../../../../core/maintenance-cycles';
import { $managedCarOptions } from '../../../../core/resource';
import { MaintenanceItemsField } from '../../shared/items-field';
import type { FormFieldSpec } from '../../../shared/ui/page-kit';

/** The reservation form's values as typed. */
export interface ReservationValues {
  carUid: string;
  /** The cycle the service is for ('' for none) and its 保修項目 (option uids). */
  cycleUid: string;
  items: string[];
  reservedAt: string;
  status: string;
  factoryName: string;
  mileage: string;
  engineHours: string;
  note: string;
}

const STATUS_CHOICES = (['readyMaintain', 'alreadyMaintain'] as const).map((c) => ({ value: c, label: reservationStatusLabel(c) }));

export function blankReservation(carUid = ''): ReservationValues {
  return { carUid, cycleUid: '', items: [], reservedAt: '', status: 'readyMaintain', factoryName: '', mileage: '', engineHours: '', note: '' };
}

export function valuesOfRecord(r: MaintenanceRecord): ReservationValues {
  return {
    carUid: r.car.uid, cycleUid: r.cycle?.uid ?? '', items: r.items.map((i) => i.uid), reservedAt: localInputOf(r.reservation.reservedAt), status: r.reservation.status,
    factoryName: r.reservation.factoryName, mileage: r.mileage === null ? '' : String(r.mileage),
    engineHours: r.engineHours === null ? '' : String(r.engineHours), note: r.note,
  };
}

/** The fields; editing, the car stays and an overdue reservation may keep its status. */
export function reservationFields(record: MaintenanceRecord | null): FormFieldSpec<ReservationValues>[] {
  const initialAt = record ? localInputOf(record.reservation.reservedAt) : '';
  const statusChoices = record?.reservation.status === 'overdue'
    ? [{ value: 'overdue', label: reservationStatusLabel('overdue') }, ...STATUS_CHOICES]
    : STATUS_CHOICES;
  const fields: FormFieldSpec<ReservationValues>[] = [
    {
      name: 'reservedAt', label: '預約時間', kind: 'datetime-local', required: true, serverFields: ['reservation.reservedAt'],
      // A booking must lie ahead; a kept time of an existing record or a done service is not checked again.
      validate: (v, all) => (all.status === 'alreadyMaintain' || (record && v === initialAt) ? undefined : reservedAtError(v, now())),
    },
    { name: 'status', label: '預約狀態', kind: 'select', required: true, options: statusChoices, serverFields: ['reservation.status'] },
    { name: 'cycleUid', label: '保養週期', kind: 'select', options: $cycleOptions, placeholder: '不指定' },
    { name: 'items', label: '保修項目', kind: 'custom', render: (p) => <MaintenanceItemsField {...p} /> },
    { name: 'factoryName', label: '保修廠', kind: 'text', maxLength: 100, serverFields: ['reservation.factoryName'] },
    { name: 'mileage', label: '里程（公里）', kind: 'text', validate: (v) => mileageError(v, false) },
    { name: 'engineHours', label: '引擎時數（小時）', kind: 'text', validate: (v) => engineHoursError(v, false) },
    { name: 'note', label: '備註', kind: 'textarea', maxLength: 500 },
  ];
  return record ? fields : [{ name: 'carUid', label: '車號', kind: 'select', required: true, options: $managedCarOptions }, ...fields];
}

const settable = (s: string) => (s === 'readyMaintain' || s === 'alreadyMaintain' ? s : undefined);

export function createInputOf(v: ReservationValues): RecordInput {
  return {
    carUid: v.carUid, cycleUid: v.cycleUid || null, items: v.items,
    reservation: { reservedAt: instantOfLocalInput(v.reservedAt)!, status: settable(v.status), factoryName: v.factoryName.trim() },
    mileage: readingOf(v.mileage), engineHours: readingOf(v.engineHours), note: v.note.trim(),
  };
}

/** An edit keyed by the reservation's uid; the time goes only when changed, so an overdue booking stays overdue until rebooked. */
export function updateInputOf(record: MaintenanceRecord, v: ReservationValues): RecordUpdate {
  const changedAt = v.reservedAt !== localInputOf(record.reservation.reservedAt);
  const status = v.status !== record.reservation.status ? settable(v.status) : undefined;
  return {
    reservation: {
      uid: record.reservation.uid, factoryName: v.factoryName.trim(),
      ...(status ? { status } : {}),
      ...(changedAt ? { reservedAt: instantOfLocalInput(v.reservedAt)! } : {}),
    },
    cycleUid: v.cycleUid || null, items: v.items,
    mileage: readingOf(v.mileage), engineHours: readingOf(v.engineHours), note: v.note.trim(),
  };
}
