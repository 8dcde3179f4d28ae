import type { Db } from '../../db/database';
import type { CarDbRow } from './car-store';

/** A car added in bulk (the benches' extra trucks): the columns it sets; the others take their defaults. */
export type NewCarRow = Pick<CarDbRow,
  'uid' | 'enterprise_uid' | 'car_no' | 'model' | 'car_kind' | 'fuel_type' | 'etc_type' | 'department_uid' | 'driver_uid' | 'udid' | 'devices' | 'enabled_code'
> & { enabled_at: Date | null };

const CHUNK = 500;

/** Inserts cars in chunks, one jsonb parameter a statement (no round trip a car). */
export async function insertCars(db: Db, cars: readonly NewCarRow[]): Promise<void> {
  for (let i = 0; i < cars.length; i += CHUNK) {
    await db.query(
      `INSERT INTO cars (uid, enterprise_uid, car_no, model, car_kind, fuel_type, etc_type, department_uid, driver_uid, udid, devices, enabled_code, enabled_at)
       SELECT uid, enterprise_uid, car_no, model, car_kind, fuel_type, etc_type, department_uid, driver_uid, udid, devices, enabled_code, enabled_at
         FROM jsonb_to_recordset($1::jsonb) AS x(uid text, enterprise_uid text, car_no text, model text, car_kind text, fuel_type text, etc_type text,
              department_uid text, driver_uid text, udid text, devices jsonb, enabled_code boolean, enabled_at timestamptz)`,
      [JSON.stringify(cars.slice(i, i + CHUNK))],
    );
  }
}
