import { randomUUID } from 'node:crypto';
import { maintenanceCycle, type Cycle, type CycleInput } from '../../../../src/core/api/contract/maintenance';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import { badInput, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { optionNames, refsOf, requireOptions } from '../tasks/lookups';
import type { CycleRow } from './maintenance-readings';
import { listPage, Where } from '../../db/sql';
import { recordOperation, serviceOf } from '../../services';
import { toMs } from '../../time';
import { assertOwned } from '../../auth/owned';
import { fleetCars, type Reads } from '../../car-refs';

/**
 * Maintenance cycles (spec 3 'Maintenance cycle: uid, name, category, carList', 7.8). Which cars
 * follow a cycle is the fleet's (car_cycles, also set by its car-cycle call), read and written
 * through its 'fleet.carCycles'.
 */

type FullCycleRow = CycleRow & { items: string[]; note: string; created_at: Date; updated_at: Date };

async function cyclesOf(r: Reads, enterpriseUid: string, rows: FullCycleRow[]): Promise<Cycle[]> {
  if (!rows.length) return [];
  const items = await optionNames(r, enterpriseUid, 'maintenance');
  const cars = await carCycles(r).carsOf(r.db, rows.map((row) => row.uid));
  return rows.map((r) => ({
    uid: r.uid, name: r.name, category: r.category, intervalKm: r.interval_km, intervalMonths: r.interval_months,
    intervalEngineHours: r.interval_engine_hours, items: refsOf(r.items, items), note: r.note,
    carList: cars.filter((c) => c.cycle_uid === r.uid).map((c) => ({ uid: c.car_uid, carNo: c.car_no })),
    createdAt: toMs(r.created_at)!, updatedAt: toMs(r.updated_at)!,
  }));
}

export async function cycleOf(r: Reads, enterpriseUid: string, uid: string): Promise<Cycle> {
  const row = await r.db.one<FullCycleRow>(`SELECT * FROM maintenance_cycles WHERE uid = $1 AND enterprise_uid = $2`, [uid, enterpriseUid]);
  if (!row) throw notFound('保養週期');
  return (await cyclesOf(r, enterpriseUid, [row]))[0];
}

async function checkInput(r: Reads, enterpriseUid: string, body: CycleInput): Promise<string[] | null> {
  if (body.intervalKm == null && body.intervalMonths == null && body.intervalEngineHours == null) {
    throw badInput('intervalKm', '請至少設定一種週期：里程、月數或引擎時數。');
  }
  await requireOptions(r, enterpriseUid, 'maintenance', body.items, (i) => `items.${i}`);
  if (!body.carUids) return null;
  const found = await fleetCars(r).some(r.db, enterpriseUid, body.carUids);
  const known = new Set(found.map((c) => c.uid));
  body.carUids.forEach((uid, i) => {
    if (!known.has(uid)) throw badInput(`carUids.${i}`, '找不到此車輛。');
  });
  return body.carUids;
}

/** Which cars follow which cycle: the fleet's car_cycles, through 'fleet.carCycles'. */
const carCycles = (r: Pick<ServerContext, 'services'>) => serviceOf(r, 'fleet.carCycles');

export function cycleRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(maintenanceCycle.get, async ({ params, user }) => cycleOf(ctx, requireUser(user).enterpriseUid, params.uid));

  r.route(maintenanceCycle.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('y.enterprise_uid', me.enterpriseUid).keyword(['y.name'], body.keyword);
    if (body.category) where.add('y.category = ?', body.category);
    if (body.carUid) where.add('y.uid = ANY(?)', (await carCycles(ctx).cyclesOf(db, [body.carUid])).map((l) => l.cycle_uid));
    return listPage(db, { select: 'y.*', from: 'maintenance_cycles y', where, orderBy: 'y.name, y.uid' }, body,
      (rows: FullCycleRow[]) => cyclesOf(ctx, me.enterpriseUid, rows));
  });

  r.route(maintenanceCycle.create, async ({ body, user }) => {
    const me = requireUser(user);
    const carUids = await checkInput(ctx, me.enterpriseUid, body);
    const uid = randomUUID();
    const now = new Date(ctx.now());
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO maintenance_cycles (uid, enterprise_uid, name, category, interval_km, interval_months, interval_engine_hours, items, note, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [uid, me.enterpriseUid, body.name, body.category, body.intervalKm ?? null, body.intervalMonths ?? null, body.intervalEngineHours ?? null, body.items, body.note ?? '', now],
      );
      if (carUids) await carCycles(ctx).setCars(tx, me.enterpriseUid, uid, carUids);
    });
    await recordOperation(ctx, me, '新增保養週期', body.name, { uid });
    return cycleOf(ctx, me.enterpriseUid, uid);
  });

  r.route(maintenanceCycle.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    await cycleOf(ctx, me.enterpriseUid, params.uid);
    const carUids = await checkInput(ctx, me.enterpriseUid, body);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE maintenance_cycles SET name = $2, category = $3, interval_km = $4, interval_months = $5, interval_engine_hours = $6, items = $7, note = $8, updated_at = $9
          WHERE uid = $1`,
        [params.uid, body.name, body.category, body.intervalKm ?? null, body.intervalMonths ?? null, body.intervalEngineHours ?? null, body.items, body.note ?? '', new Date(ctx.now())],
      );
      if (carUids) await carCycles(ctx).setCars(tx, me.enterpriseUid, params.uid, carUids);
    });
    await recordOperation(ctx, me, '編輯保養週期', body.name, { uid: params.uid });
    return cycleOf(ctx, me.enterpriseUid, params.uid);
  });

  r.route(maintenanceCycle.remove, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    await assertOwned(db, me.enterpriseUid, 'maintenance_cycles', uids);
    await db.transaction(async (tx) => {
      await carCycles(ctx).forget(tx, uids);
      await tx.query(`DELETE FROM maintenance_baselines WHERE cycle_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_reminders WHERE cycle_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_cycles WHERE uid = ANY($1)`, [uids]);
    });
    await recordOperation(ctx, me, '刪除保養週期', `${uids.length} 筆`, { uids });
    return { deleted: uids.length };
  });
}
