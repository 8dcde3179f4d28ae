import type { DeviceFlags } from '../../../../../src/core/api/contract/device';
import { notFound } from '../../../http/errors';
import { fleetCars, targetCar, type Reads } from '../../../car-refs';
import type { CarDbRow } from '../../fleet/car-store';
import type { OptionCategory } from '../../fleet/option-reads';
import { serviceOf } from '../../../services';

/**
 * A car as the monitoring reads it: the fleet's one car row (`CarDbRow`), from its reads
 * ('fleet.cars'); this domain runs no SQL on cars.
 */
export type CarRow = CarDbRow;

/** The managed cars of an enterprise (not deleted), with their driver's name, by car number. */
export function carsOf(r: Reads, enterpriseUid: string): Promise<CarRow[]> {
  return fleetCars(r).list(r.db, { enterpriseUid, managed: true });
}

/** Every managed car of every enterprise (the simulator's fleet), by enterprise and car number. */
export function allCars(r: Reads): Promise<CarRow[]> {
  return fleetCars(r).list(r.db, { managed: true });
}

/** A car of the caller's enterprise; another enterprise's car is simply not found (never leaked). */
export const carOf = targetCar;

/** Checks that an option (department, task kind) belongs to the enterprise; 404 otherwise. */
export async function requireOption(r: Reads, enterpriseUid: string, uid: string | undefined, category: OptionCategory, what: string): Promise<void> {
  if (!uid) return;
  if (!await serviceOf(r, 'fleet.options').exists(r.db, enterpriseUid, category, uid)) throw notFound(what);
}

/**
 * The uids of the enterprise's live cars a car list shows, in car-number order: of the department,
 * matching the keyword by car number or driver name (the fleet's and the core's reads).
 */
export async function listedCars(r: Reads, enterpriseUid: string, f: { departmentUid?: string; keyword?: string }): Promise<string[]> {
  const drivers = f.keyword?.trim() ? await serviceOf(r, 'core.users').nameLike(r.db, enterpriseUid, f.keyword) : [];
  return fleetCars(r).ordered(r.db, enterpriseUid, { departmentUid: f.departmentUid, keyword: f.keyword, drivers });
}

/**
 * The cars of a car list's page as its rows name them: number and department (name) from the
 * fleet, the driver's name from the core (a deleted driver still named: `kept`), by uid.
 */
export async function listedCarNames(r: Reads, enterpriseUid: string, uids: readonly string[]) {
  const cars = await fleetCars(r).some(r.db, enterpriseUid, uids, 'kept');
  return new Map(cars.map((c) => [c.uid, {
    carNo: c.car_no, departmentUid: c.department_uid, departmentName: c.department_name ?? '',
    driverName: c.driver_name || '',
  }]));
}

export function deviceFlags(devices: CarDbRow['devices'] | null, udid: string | null): DeviceFlags {
  const d = udid ? devices ?? {} : {};
  return { dvr: !!d.dvr, tpms: !!d.tpms, coldChain: !!d.coldChain, dms: !!d.dms, tachograph: !!d.tachograph };
}
