import { EVENT_TYPE_LABELS, type EventType, type VehicleEvent } from '../../../../../src/core/api/contract/events';
import { dtcAdvice, isDtcLevel } from '../../../../../src/core/dtc';
import { toMs } from '../../../time';

/** An events row joined with its car, driver and department. */
export interface EventRow {
  uid: string;
  car_uid: string;
  car_no: string;
  car_model: string | null;
  driver_uid: string | null;
  driver_name: string | null;
  department_uid: string | null;
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

/**
 * The columns of an event row and the tables they come from (a list's ListQuery): the car gives car
 * number and (current) department.
 */
export const EVENT_SELECT = `e.uid, e.car_uid, c.car_no, c.model AS car_model, e.driver_uid, u.zh_name AS driver_name, c.department_uid, e.task_kind_uid,
  e.type, e.category, e.level, e.code, e.title, e.content, e.lat, e.lng, e.address, e.speed, e.data, e.created_at, e.enterprise_uid`;
export const EVENT_TABLES = 'events e JOIN cars c ON c.uid = e.car_uid LEFT JOIN users u ON u.uid = e.driver_uid';
export const EVENT_FROM = `SELECT ${EVENT_SELECT} FROM ${EVENT_TABLES}`;

export function eventOf(row: EventRow): VehicleEvent {
  return {
    uid: row.uid,
    carUid: row.car_uid,
    carNo: row.car_no,
    ...(row.car_model ? { carModel: row.car_model } : {}),
    driverUid: row.driver_uid,
    driverName: row.driver_name ?? '',
    departmentUid: row.department_uid,
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
