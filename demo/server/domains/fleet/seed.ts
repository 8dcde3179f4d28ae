import type { CarDevices } from '../../../../src/core/api/contract/cars';
import type { SeedContext } from '../../context';
import type { Db } from '../../db/database';
import { DEFAULT_MESSAGE_SETTINGS } from '../core/accounts';
import { between, isoDay, pick, SEED_MODELS, someIndices, uniqueMobile, uniqueName, uniquePlate, uniqueUdid, vinOf, type Rng } from './seed-data';
import { DAY_MS, HOUR_MS } from '../../time';
import type { CarDbRow } from './car-store';
import { serviceOf } from '../../services';

/** The demo driver of the core's seed: the first car's driver, whose password every seeded account shares. */
const DEMO_DRIVER = 'user-demo-driver';

const TASK_KINDS = ['配送', '取貨', '轉運', '退貨回收'];
const MAINTENANCE_ITEMS = ['定期保養', '更換機油', '輪胎更換', '煞車系統檢修', '冷凍機組保養'];

async function insertRows(db: Db, table: string, rows: object[]): Promise<void> {
  if (rows.length) await db.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}

/** Departments, task kinds and maintenance items; returns the department uids in order. */
async function seedOptions(ctx: SeedContext, ent: string, key: string, departments: string[]): Promise<string[]> {
  const created = new Date(ctx.now() - 365 * DAY_MS).toISOString();
  const rows = [
    ...departments.map((name, i) => ({ uid: `opt-${key}-dep-${i + 1}`, enterprise_uid: ent, category: 'department', name, sort: i, deleted: false, created_at: created })),
    ...TASK_KINDS.map((name, i) => ({ uid: `opt-${key}-task-${i + 1}`, enterprise_uid: ent, category: 'task', name, sort: i, deleted: false, created_at: created })),
    ...MAINTENANCE_ITEMS.map((name, i) => ({ uid: `opt-${key}-mnt-${i + 1}`, enterprise_uid: ent, category: 'maintenance', name, sort: i, deleted: false, created_at: created })),
  ];
  await insertRows(ctx.db, 'options', rows);
  return departments.map((_, i) => `opt-${key}-dep-${i + 1}`);
}

/** A car as the seed builds it: a row of cars (CarDbRow) whose department and kind are always set. */
type SeedCar = Pick<CarDbRow, 'uid'> & { department_uid: string; car_kind: string };

/** Cars spread over the Hino groups; ~8% without a device, ~5% not under management (never the first). */
function buildCars(rng: Rng, ctx: SeedContext, ent: string, key: string, n: number, departments: string[], coldDepartment: string | null, seen: { plates: Set<string>; udids: Set<string> }) {
  const noDevice = someIndices(rng, Math.max(1, Math.round(n * 0.08)), 1, n);
  const unmanaged = someIndices(rng, Math.max(1, Math.round(n * 0.05)), 1, n);
  return Array.from({ length: n }, (_, i) => {
    const cold = coldDepartment !== null && (i % 5 === 4 || departments.length === 1);
    const department = cold && coldDepartment ? coldDepartment : pick(rng, departments.filter((d) => d !== coldDepartment));
    const r = rng();
    const group = cold ? (r < 0.6 ? '500' : '300') : r < 0.4 ? '300' : r < 0.75 ? '500' : '700';
    const model = pick(rng, SEED_MODELS[group]);
    const tractor = group === '700' && rng() < 0.7;
    const udid = noDevice.has(i) ? null : uniqueUdid(rng, seen.udids);
    const devices: CarDevices = {};
    if (udid) {
      if (rng() < 0.9) devices.dvr = { channels: 4 };
      if (rng() < 0.35) devices.tpms = { tyres: group === '700' ? 10 : 6 };
      if (cold) devices.coldChain = { sensors: between(rng, 1, 4) };
      if (rng() < 0.6) devices.dms = true;
      if (rng() < 0.7) devices.tachograph = true;
    }
    return {
      uid: `car-${key}-${String(i + 1).padStart(3, '0')}`, enterprise_uid: ent, car_no: uniquePlate(rng, seen.plates), model,
      car_kind: cold ? 'refrigerated' : tractor ? 'tractor' : pick(rng, ['truck', 'truck', 'box']),
      fuel_type: group === '300' && rng() < 0.15 ? 'hybrid' : 'diesel', etc_type: tractor ? 'combination' : 'large',
      department_uid: department, driver_uid: null as string | null, driver_assigned_at: null as string | null, udid, devices,
      manufacture_year: between(rng, 2015, 2024), vin: vinOf(rng), note: '', enabled_code: !unmanaged.has(i),
      enabled_at: unmanaged.has(i) ? null : new Date(ctx.now() - between(rng, 30, 700) * DAY_MS).toISOString(),
      deleted: false, created_at: new Date(ctx.now() - between(rng, 700, 1500) * DAY_MS).toISOString(), coldChain: cold,
    };
  });
}

/** Drivers of an enterprise, each given the next car (most of them); the core gives them the demo driver's password. */
function buildDrivers(rng: Rng, ctx: SeedContext, ent: string, key: string, prefix: string, n: number, cars: Array<SeedCar & { driver_uid: string | null; driver_assigned_at: string | null }>, firstCar: number, seen: { names: Set<string>; mobiles: Set<string> }) {
  return Array.from({ length: n }, (_, i) => {
    const uid = `drv-${key}-${String(i + 1).padStart(3, '0')}`;
    const car = cars[firstCar + i];
    const assigned = car && rng() < 0.9;
    if (assigned) {
      car.driver_uid = uid;
      car.driver_assigned_at = new Date(ctx.now() - between(rng, 10, 400) * DAY_MS).toISOString();
    }
    const tractor = assigned && car.car_kind === 'tractor';
    return {
      uid, enterprise_uid: ent, name: `${prefix}-d${String(i + 1).padStart(3, '0')}`,
      zh_name: uniqueName(rng, seen.names), mobile: uniqueMobile(rng, seen.mobiles), email: '', role: 'driver', codes: ['P_P13', 'P_P36'],
      department_uid: assigned ? car.department_uid : null, enabled: true, must_reset: false,
      password_changed_at: new Date(ctx.now() - between(rng, 1, 60) * DAY_MS).toISOString(), message_settings: DEFAULT_MESSAGE_SETTINGS,
      deleted: false, created_at: new Date(ctx.now() - between(rng, 200, 1500) * DAY_MS).toISOString(),
      employee_no: `D${String(i + 1).padStart(4, '0')}`,
      license_class: tractor ? 'professional-combination' : 'professional-heavy-truck',
      license_expiry: isoDay(ctx.now() + between(rng, 60, 2200) * DAY_MS), hire_date: isoDay(ctx.now() - between(rng, 200, 5000) * DAY_MS),
      activation_nonce: null, platform_operator: false,
    };
  });
}

const STAFF_A = [
  { name: 'haoyun-dispatch', zh_name: '黃雅婷', codes: ['P_P01', 'P_P03', 'P_P05', 'P_P12', 'P_P13', 'P_P36'] },
  { name: 'haoyun-maint', zh_name: '吳建宏', codes: ['P_P06', 'P_P36', 'P_P38', 'P_P39'] },
  { name: 'haoyun-fleet', zh_name: '劉淑芬', codes: ['P_P06', 'P_P07', 'P_P10', 'P_P12', 'P_P19', 'P_P36'] },
];

/** Departments, cars, drivers and a few staff for enterprises A and B, scaled by ctx.seedSize. */
export async function seedFleet(ctx: SeedContext): Promise<void> {
  const { rng } = ctx;
  const { A, B } = ctx.enterprises;
  const seen = { plates: new Set<string>(), udids: new Set<string>(), names: new Set<string>(), mobiles: new Set<string>(['0912000001', '0912000002', '0912000003', '0912000004']) };

  const depsA = await seedOptions(ctx, A, 'a', ['北區車隊', '中區車隊', '南區車隊', '冷鏈車隊']);
  const depsB = await seedOptions(ctx, B, 'b', ['雲林冷鏈車隊', '嘉義配送車隊']);
  const carsA = buildCars(rng, ctx, A, 'a', ctx.seedSize.trucksA, depsA, depsA[3], seen);
  const carsB = buildCars(rng, ctx, B, 'b', ctx.seedSize.trucksB, depsB, depsB[0], seen);
  carsA[0].driver_uid = DEMO_DRIVER;
  carsA[0].driver_assigned_at = new Date(ctx.now() - 90 * DAY_MS).toISOString();
  const driversA = buildDrivers(rng, ctx, A, 'a', 'haoyun', ctx.seedSize.driversA, carsA, 1, seen);
  const driversB = buildDrivers(rng, ctx, B, 'b', 'beigang', Math.max(2, Math.ceil(ctx.seedSize.trucksB / 2)), carsB, 0, seen);
  const staff = STAFF_A.map((s, i) => ({
    uid: `user-a-staff-${i + 1}`, enterprise_uid: A, name: s.name, zh_name: s.zh_name,
    mobile: uniqueMobile(rng, seen.mobiles), email: `${s.name}@fleet-demo.tw`, role: 'staff', codes: s.codes, department_uid: null,
    enabled: true, must_reset: false, password_changed_at: new Date(ctx.now() - 10 * DAY_MS).toISOString(),
    message_settings: DEFAULT_MESSAGE_SETTINGS, deleted: false, created_at: new Date(ctx.now() - 800 * DAY_MS).toISOString(), platform_operator: false,
    employee_no: `S${String(i + 1).padStart(4, '0')}`, license_class: null, license_expiry: null,
    hire_date: isoDay(ctx.now() - between(rng, 300, 3000) * DAY_MS), activation_nonce: null,
  }));

  const strip = ({ coldChain: _cold, ...row }: ReturnType<typeof buildCars>[number]) => row;
  await insertRows(ctx.db, 'cars', [...carsA, ...carsB].map(strip));
  // Seeded accounts have been activated (core:005-account-activated); the rows name every column.
  const accounts = serviceOf(ctx, 'core.users');
  await accounts.seedAccounts(ctx.db, [...driversA, ...driversB, ...staff].map((row) => ({ ...row, activated: true })), DEMO_DRIVER);
  await accounts.setFleetColumns(ctx.db, DEMO_DRIVER, {
    department_uid: carsA[0].department_uid, employee_no: 'D0000', license_class: 'professional-heavy-truck',
    license_expiry: isoDay(ctx.now() + 900 * DAY_MS), hire_date: isoDay(ctx.now() - 1200 * DAY_MS),
  });
  await seedLog(ctx, A, carsA.slice(0, Math.min(12, carsA.length)).map((c) => c.car_no));
}

/** A few past operations of enterprise A's administrator, spread over the seeded days. */
async function seedLog(ctx: SeedContext, ent: string, carNos: string[]): Promise<void> {
  const span = ctx.seedSize.days * DAY_MS;
  const rows = carNos.flatMap((carNo, i) => [
    { action: '新增車輛', target: carNo, t: ctx.now() - span + i * (span / (carNos.length * 2)) },
    { action: '車輛納管', target: carNo, t: ctx.now() - span + i * (span / (carNos.length * 2)) + HOUR_MS },
  ]);
  rows.push({ action: '修改參數設定', target: 'speeding', t: ctx.now() - DAY_MS / 2 });
  await insertRows(ctx.db, 'operation_logs', rows.map((row, i) => ({
    uid: `log-a-${String(i + 1).padStart(4, '0')}`, enterprise_uid: ent, user_uid: 'user-demo-admin', user_name: '王大明',
    action: row.action, target: row.target, detail: {}, created_at: new Date(row.t).toISOString(),
  })));
}
