import type { CarRow } from '../../../../src/core/api/contract/cars';
import { dtcTableGroup } from '../../../../src/core/dtc/model-group';
import type { ServerContext } from '../../context';
import { badInput, conflict, notFound } from '../../http/errors';
import { isCatalogueValue } from './catalogue';
import { millis } from '../../time';
import type { CarDbRow } from './car-row';
import { serviceOf, type DriverNames } from '../../services';

export type { CarDbRow };

/** A car as CAR_SELECT reads it: the driver's name comes from the core's users (withDriverNames). */
export type SelectedCar = Omit<CarDbRow, 'driver_name'>;

export const CAR_SELECT = `c.*, d.name AS department_name`;
export const CAR_FROM = `cars c
  LEFT JOIN options d ON d.uid = c.department_uid`;

/**
 * Names each car's driver from the core's users ('core.users') as `names` says: by default a live
 * account's Chinese name (else null); one read of the users at most.
 */
export async function withDriverNames(r: Pick<ServerContext, 'db' | 'services'>, rows: SelectedCar[], names: DriverNames = 'live'): Promise<CarDbRow[]> {
  if (names === 'none') return rows.map((c) => ({ ...c, driver_name: null }));
  const users = serviceOf(r, 'core.users');
  const drivers = rows.flatMap((c) => (c.driver_uid ? [c.driver_uid] : []));
  const named = await (names === 'kept' ? users.names(r.db, drivers) : users.liveNames(r.db, drivers));
  return rows.map((c) => ({ ...c, driver_name: c.driver_uid ? named.get(c.driver_uid) ?? null : null }));
}

/** withDriverNames of one car, or null. */
export async function withDriverName(r: Pick<ServerContext, 'db' | 'services'>, row: SelectedCar | null): Promise<CarDbRow | null> {
  return row ? (await withDriverNames(r, [row]))[0] : null;
}

export const toCarRow = (r: CarDbRow): CarRow => ({
  uid: r.uid, carNo: r.car_no, model: r.model, modelGroup: dtcTableGroup(r.model), carKind: r.car_kind, fuelType: r.fuel_type,
  etcType: r.etc_type, departmentUid: r.department_uid, departmentName: r.department_name, driverUid: r.driver_uid,
  driverName: r.driver_name, udid: r.udid, devices: r.devices ?? {}, manufactureYear: r.manufacture_year, vin: r.vin,
  note: r.note, enabledCode: r.enabled_code, deleted: r.deleted, createdAt: millis(r.created_at),
});

/** A live car of the enterprise; another enterprise's uid is simply not found. */
export async function loadCar(ctx: ServerContext, enterpriseUid: string, uid: string): Promise<CarDbRow> {
  const row = await withDriverName(ctx, await ctx.db.one<SelectedCar>(
    `SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE c.uid = $1 AND c.enterprise_uid = $2 AND NOT c.deleted`,
    [uid, enterpriseUid],
  ));
  if (!row) throw notFound('此車輛');
  return row;
}

/** The live cars of the given uids; 404 if any is missing or belongs to another enterprise. */
export async function loadCars(ctx: ServerContext, enterpriseUid: string, uids: string[]): Promise<CarDbRow[]> {
  const unique = [...new Set(uids)];
  const rows = await withDriverNames(ctx, await ctx.db.query<SelectedCar>(
    `SELECT ${CAR_SELECT} FROM ${CAR_FROM} WHERE c.uid = ANY($1) AND c.enterprise_uid = $2 AND NOT c.deleted ORDER BY c.car_no`,
    [unique, enterpriseUid],
  ));
  if (rows.length !== unique.length) throw notFound('部分車輛');
  return rows;
}

export interface CarInput {
  carNo?: string;
  carKind?: string | null;
  fuelType?: string | null;
  etcType?: string | null;
  departmentUid?: string | null;
  driverUid?: string | null;
  udid?: string | null;
}

/**
 * What a car number or device id already taken answers; also for a write that lost it to another
 * of the same instant (unlessTaken, db/unique.ts: the indexes of fleet:001).
 */
export const carTaken = (input: Pick<CarInput, 'carNo'>) => ({
  cars_unique_no: () => conflict(`車號 ${input.carNo} 已存在。`, 'carNo'),
  cars_unique_udid: () => conflict('此設備編號已安裝在其他車輛。', 'udid'),
});

/** Checks the references and unique values of a new or changed car (exceptUid: the car itself). */
export async function checkCarInput(ctx: ServerContext, enterpriseUid: string, input: CarInput, exceptUid = ''): Promise<void> {
  for (const [field, kind] of [['carKind', 'car_kind'], ['fuelType', 'fuel_type'], ['etcType', 'etc_type']] as const) {
    const value = input[field];
    if (value !== undefined && value !== null && !isCatalogueValue(kind, value)) throw badInput(field, `${field} 的值不在選項內。`);
  }
  if (input.departmentUid) {
    const dep = await ctx.db.one(`SELECT 1 FROM options WHERE uid = $1 AND enterprise_uid = $2 AND category = 'department' AND NOT deleted`, [input.departmentUid, enterpriseUid]);
    if (!dep) throw badInput('departmentUid', '找不到此部門。');
  }
  if (input.driverUid) {
    const [driver] = await serviceOf(ctx, 'core.users').drivers(ctx.db, enterpriseUid, [input.driverUid]);
    if (!driver) throw badInput('driverUid', '找不到此駕駛。');
  }
  if (input.carNo) {
    const taken = await ctx.db.one(`SELECT 1 FROM cars WHERE enterprise_uid = $1 AND car_no = $2 AND NOT deleted AND uid <> $3`, [enterpriseUid, input.carNo, exceptUid]);
    if (taken) throw carTaken(input).cars_unique_no();
  }
  if (input.udid) {
    const taken = await ctx.db.one(`SELECT 1 FROM cars WHERE udid = $1 AND NOT deleted AND uid <> $2`, [input.udid, exceptUid]);
    if (taken) throw carTaken(input).cars_unique_udid();
  }
}
