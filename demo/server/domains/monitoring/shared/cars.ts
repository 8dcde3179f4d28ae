import type { DeviceFlags } from '../../../../../src/core/api/contract/device';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';

/** The devices column of the fleet's cars table. */
export interface CarDevices {
  dvr?: { channels: number };
  tpms?: { tyres: number };
  coldChain?: { sensors: number };
  dms?: boolean;
  tachograph?: boolean;
}

export interface CarRow {
  uid: string;
  enterprise_uid: string;
  car_no: string;
  model: string;
  department_uid: string | null;
  driver_uid: string | null;
  driver_name: string | null;
  udid: string | null;
  devices: CarDevices | null;
}

const CAR_COLUMNS = `c.uid, c.enterprise_uid, c.car_no, c.model, c.department_uid, c.driver_uid, u.zh_name AS driver_name, c.udid, c.devices`;

/** The cars of an enterprise (not deleted), with their driver's name, by car number. */
export function carsOf(db: Db, enterpriseUid: string): Promise<CarRow[]> {
  return db.query<CarRow>(
    `SELECT ${CAR_COLUMNS} FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid
      WHERE c.enterprise_uid = $1 AND NOT c.deleted AND c.enabled_code ORDER BY c.car_no`,
    [enterpriseUid],
  );
}

/** Every car of every enterprise (the simulator's fleet). */
export function allCars(db: Db): Promise<CarRow[]> {
  return db.query<CarRow>(
    `SELECT ${CAR_COLUMNS} FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid
      WHERE NOT c.deleted AND c.enabled_code ORDER BY c.enterprise_uid, c.car_no`,
  );
}

/** A car of the caller's enterprise; another enterprise's car is simply not found (never leaked). */
export async function carOf(db: Db, enterpriseUid: string, carUid: string): Promise<CarRow> {
  const row = await db.one<CarRow>(
    `SELECT ${CAR_COLUMNS} FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid
      WHERE c.uid = $1 AND c.enterprise_uid = $2 AND NOT c.deleted`,
    [carUid, enterpriseUid],
  );
  if (!row) throw notFound('車輛');
  return row;
}

/** Checks that an option (department, task kind) belongs to the enterprise; 404 otherwise. */
export async function requireOption(db: Db, enterpriseUid: string, uid: string | undefined, category: string, what: string): Promise<void> {
  if (!uid) return;
  const row = await db.one(`SELECT uid FROM options WHERE uid = $1 AND enterprise_uid = $2 AND category = $3`, [uid, enterpriseUid, category]);
  if (!row) throw notFound(what);
}

export function deviceFlags(devices: CarDevices | null, udid: string | null): DeviceFlags {
  const d = udid ? devices ?? {} : {};
  return { dvr: !!d.dvr, tpms: !!d.tpms, coldChain: !!d.coldChain, dms: !!d.dms, tachograph: !!d.tachograph };
}
