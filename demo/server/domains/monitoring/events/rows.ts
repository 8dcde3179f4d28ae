import { EVENT_TYPE_LABELS, type EventType, type VehicleEvent } from '../../../../../src/core/api/contract/events';
import { dtcAdvice, isDtcLevel } from '../../../../../src/core/dtc';
import { toMs } from '../../../time';
import { fleetCars, type Reads } from '../../../car-refs';
import { serviceOf } from '../../../services';
import type { CarDbRow } from '../../fleet/car-store';

/** The columns of an events row a list shows; the car and the driver are named by their domains' reads. */
export interface EventRow {
  uid: string;
  car_uid: string;
  driver_uid: string | null;
  task_kind_uid: string | null;
  type: EventType;
  category: number;
  level: string | null;
  code: string | null;
  title: string;
  content: string;
  lat: number;
  lng: number;
  address: string;
  speed: number;
  data: Record<string, unknown>;
  created_at: Date;
}

/** The columns of an event row and the table they come from (a list's ListQuery). */
export const EVENT_SELECT = `e.uid, e.car_uid, e.driver_uid, e.task_kind_uid,
  e.type, e.category, e.level, e.code, e.title, e.content, e.lat, e.lng, e.address, e.speed, e.data, e.created_at, e.enterprise_uid`;
export const EVENT_TABLES = 'events e';
export const EVENT_FROM = `SELECT ${EVENT_SELECT} FROM ${EVENT_TABLES}`;

/**
 * The events of rows as the contract gives them: each names its car (number, model and current
 * department, deleted cars too) and its driver (deleted ones too), read for these rows only.
 */
export async function eventsOf(r: Reads, rows: readonly EventRow[]): Promise<VehicleEvent[]> {
  // The event names its own driver (not the car's), so the cars' drivers are not named: one read of the users.
  const cars = await fleetCars(r).records(r.db, rows.map((e) => e.car_uid), 'none');
  const drivers = await serviceOf(r, 'core.users').names(r.db, rows.flatMap((e) => (e.driver_uid ? [e.driver_uid] : [])));
  return rows.map((row) => eventOf(row, cars.get(row.car_uid), row.driver_uid ? drivers.get(row.driver_uid) : undefined));
}

function eventOf(row: EventRow, car: CarDbRow | undefined, driverName: string | undefined): VehicleEvent {
  return {
    uid: row.uid,
    carUid: row.car_uid,
    carNo: car?.car_no ?? '',
    ...(car?.model ? { carModel: car.model } : {}),
    driverUid: row.driver_uid,
    driverName: driverName ?? '',
    departmentUid: car?.department_uid ?? null,
    taskKindUid: row.task_kind_uid,
    type: row.type,
    typeLabel: EVENT_TYPE_LABELS[row.type] ?? row.type,
    category: row.category,
    level: row.level,
    advice: isDtcLevel(row.level) ? dtcAdvice(row.level) : null,
    code: row.code,
    title: row.title,
    content: row.content,
    lat: row.lat,
    lng: row.lng,
    address: row.address,
    speed: Number(row.speed),
    createdAt: toMs(row.created_at)!,
    data: row.data ?? {},
  };
}
