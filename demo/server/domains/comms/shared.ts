import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiError, notFound } from '../../http/errors';

/** Small helpers shared by the comms routes. */

export const newUid = (prefix: string) => `${prefix}-${randomUUID()}`;

/** A documented error status of our own (video dialogs) with its HTTP status. */
export class StatusError extends ApiError {
  constructor(status: number, message: string, private readonly http: number, field?: string) {
    super(status, message, field);
  }

  override get httpStatus(): number {
    return this.http;
  }
}

/** The columns of the fleet's cars table this domain reads. */
export interface CarRow {
  uid: string;
  enterprise_uid: string;
  car_no: string;
  udid: string | null;
  devices: { dvr?: { channels: number } } | null;
  driver_uid: string | null;
  driver_name: string | null;
  enabled_code: boolean;
}

const CAR_SELECT = `SELECT c.uid, c.enterprise_uid, c.car_no, c.udid, c.devices, c.driver_uid, c.enabled_code, u.zh_name AS driver_name
  FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid`;

/** A car of the enterprise; another enterprise's car is not found (never leaked). */
export async function carOf(db: Db, enterpriseUid: string, carUid: string): Promise<CarRow> {
  const row = await db.one<CarRow>(`${CAR_SELECT} WHERE c.uid = $1 AND c.enterprise_uid = $2 AND NOT c.deleted`, [carUid, enterpriseUid]);
  if (!row) throw notFound('車輛');
  return row;
}

/** Cars of the enterprise by uid; any uid that is not one of them is a 404. */
export async function carsOf(db: Db, enterpriseUid: string, carUids: readonly string[]): Promise<CarRow[]> {
  const rows = await db.query<CarRow>(`${CAR_SELECT} WHERE c.uid = ANY($1) AND c.enterprise_uid = $2 AND NOT c.deleted ORDER BY c.car_no`,
    [carUids, enterpriseUid]);
  if (rows.length !== new Set(carUids).size) throw notFound('車輛');
  return rows;
}

export async function carByUdid(db: Db, udid: string): Promise<CarRow | null> {
  return db.one<CarRow>(`${CAR_SELECT} WHERE c.udid = $1 AND NOT c.deleted`, [udid]);
}

/** Camera channels of a car's DVR (none without a DVR or device). */
export const dvrChannels = (car: CarRow): number => (car.udid && car.devices?.dvr ? car.devices.dvr.channels : 0);

/** Users of an enterprise holding any of the codes. */
export async function usersWithCode(db: Db, enterpriseUid: string, codes: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ uid: string }>(
    `SELECT uid FROM users WHERE enterprise_uid = $1 AND NOT deleted AND enabled AND codes && $2::text[]`, [enterpriseUid, codes]);
  return rows.map((r) => r.uid);
}
