import type { ServerContext } from './context';
import type { CarDbRow } from './domains/fleet/car-store';
import { badInput, notFound } from './http/errors';
import { serviceOf } from './services';

/**
 * How a call of any domain names a car of its caller's enterprise, over the fleet's reads
 * ('fleet.cars'). `Reads` is the context the reads run in: pass `{ ...ctx, db: tx }` inside a
 * transaction.
 */
export type Reads = Pick<ServerContext, 'db' | 'services'>;

/** The fleet's car reads ('fleet.cars'). */
export const fleetCars = (r: Pick<ServerContext, 'services'>) => serviceOf(r, 'fleet.cars');

/** Orders rows by uid as the database does (its collation is C: by code point, as here). */
export const byUid = (a: { uid: string }, b: { uid: string }) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/** The car a call is about: another enterprise's, a deleted or an unknown one is not found (404, never leaked). */
export async function targetCar(r: Reads, enterpriseUid: string, carUid: string): Promise<CarDbRow> {
  const car = await serviceOf(r, 'fleet.cars').one(r.db, enterpriseUid, carUid);
  if (!car) throw notFound('車輛');
  return car;
}

/** The cars a call is about, by car number; any uid that is not one of them makes it a 404. */
export async function targetCars(r: Reads, enterpriseUid: string, carUids: readonly string[]): Promise<CarDbRow[]> {
  const cars = await serviceOf(r, 'fleet.cars').some(r.db, enterpriseUid, carUids);
  if (cars.length !== new Set(carUids).size) throw notFound('車輛');
  return cars;
}

/** A car a record refers to: the enterprise's (else 400 on the field) and, when `managed`, under management. */
export async function referencedCar(r: Reads, enterpriseUid: string, carUid: string, field: string, managed = false): Promise<CarDbRow> {
  const car = await serviceOf(r, 'fleet.cars').one(r.db, enterpriseUid, carUid);
  if (!car) throw badInput(field, '找不到此車輛。');
  if (managed && !car.enabled_code) throw badInput(field, `車輛 ${car.car_no} 尚未納管。`);
  return car;
}

/** Car numbers by uid, deleted cars too (a record keeps naming its car); an unknown uid is absent. */
export function carNumbers(r: Reads, carUids: readonly string[]): Promise<Map<string, string>> {
  return serviceOf(r, 'fleet.cars').numbers(r.db, carUids);
}

/**
 * The rows, each with its car's number (`car_no`, deleted cars too; null for an unknown car): a list
 * reads its rows from its own tables, then the numbers of its page's cars from the fleet.
 */
export async function withCarNumbers<T extends { car_uid: string }>(r: Reads, rows: readonly T[]): Promise<Array<T & { car_no: string | null }>> {
  const numbers = await carNumbers(r, rows.map((row) => row.car_uid));
  return rows.map((row) => ({ ...row, car_no: numbers.get(row.car_uid) ?? null }));
}

/**
 * The uids of the enterprise's cars (deleted ones too) whose number contains the keyword: a list's
 * keyword search on car numbers matches `car_uid = ANY(…)` of them.
 */
export function carsNumbered(r: Reads, enterpriseUid: string, keyword: string): Promise<string[]> {
  return serviceOf(r, 'fleet.cars').ordered(r.db, enterpriseUid, { keyword, deleted: true });
}
