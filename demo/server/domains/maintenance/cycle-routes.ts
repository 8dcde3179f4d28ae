import { randomUUID } from 'node:crypto';
import { maintenanceCycle, type Cycle, type CycleInput } from '../../../../src/core/api/contract/maintenance';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badInput, notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { optionNames, refsOf, requireOptions } from '../tasks/lookups';
import type { CycleRow } from './maintenance-readings';
import { listPage, Where } from '../../db/sql';
import { recordOperation } from '../../services';
import { toMs } from '../../time';
import { assertOwned } from '../../auth/owned';
import { fleetCars, type Reads } from '../../car-refs';

/**
 * Maintenance cycles (spec 3 'Maintenance cycle: uid, name, category, carList', 7.8). Which cars
 * follow a cycle lives in car_cycles, shared with the fleet domain's car-cycle call.
 */

type FullCycleRow = CycleRow & { items: string[]; note: string; created_at: Date; updated_at: Date };

async function cyclesOf(db: Db, enterpriseUid: string, rows: FullCycleRow[]): Promise<Cycle[]> {
  if (!rows.length) return [];
  const items = await optionNames(db, enterpriseUid, 'maintenance');
  const cars = await db.query<{ cycle_uid: string; uid: string; car_no: string }>(
    `SELECT cc.cycle_uid, c.uid, c.car_no FROM car_cycles cc JOIN cars c ON c.uid = cc.car_uid
      WHERE cc.cycle_uid = ANY($1) AND NOT c.deleted ORDER BY c.car_no`,
    [rows.map((r) => r.uid)],
  );
  return rows.map((r) => ({
    uid: r.uid, name: r.name, category: r.category, intervalKm: r.interval_km, intervalMonths: r.interval_months,
    intervalEngineHours: r.interval_engine_hours, items: refsOf(r.items, items), note: r.note,
    carList: cars.filter((c) => c.cycle_uid === r.uid).map((c) => ({ uid: c.uid, carNo: c.car_no })),
    createdAt: toMs(r.created_at)!, updatedAt: toMs(r.updated_at)!,
  }));
}

export async function cycleOf(db: Db, enterpriseUid: string, uid: string): Promise<Cycle> {
  const row = await db.one<FullCycleRow>(`SELECT * FROM maintenance_cycles WHERE uid = $1 AND enterprise_uid = $2`, [uid, enterpriseUid]);
  if (!row) throw notFound('保養週期');
  return (await cyclesOf(db, enterpriseUid, [row]))[0];
}

async function checkInput(r: Reads, enterpriseUid: string, body: CycleInput): Promise<string[] | null> {
  if (body.intervalKm == null && body.intervalMonths == null && body.intervalEngineHours == null) {
    throw badInput('intervalKm', '請至少設定一種週期：里程、月數或引擎時數。');
  }
  await requireOptions(r.db, enterpriseUid, 'maintenance', body.items, (i) => `items.${i}`);
  if (!body.carUids) return null;
  const found = await fleetCars(r).some(r.db, enterpriseUid, body.carUids);
  const known = new Set(found.map((c) => c.uid));
  body.carUids.forEach((uid, i) => {
    if (!known.has(uid)) throw badInput(`carUids.${i}`, '找不到此車輛。');
  });
  return body.carUids;
}

async function linkCars(db: Db, enterpriseUid: string, cycleUid: string, carUids: string[]): Promise<void> {
  await db.query(`DELETE FROM car_cycles WHERE cycle_uid = $1`, [cycleUid]);
  for (const carUid of carUids) {
    await db.query(`INSERT INTO car_cycles (car_uid, cycle_uid, enterprise_uid) VALUES ($1, $2, $3)`, [carUid, cycleUid, enterpriseUid]);
  }
}

export function cycleRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;

  r.route(maintenanceCycle.get, async ({ params, user }) => cycleOf(db, requireUser(user).enterpriseUid, params.uid));

  r.route(maintenanceCycle.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('y.enterprise_uid', me.enterpriseUid).keyword(['y.name'], body.keyword);
    if (body.category) where.add('y.category = ?', body.category);
    if (body.carUid) where.add('EXISTS (SELECT 1 FROM car_cycles cc WHERE cc.cycle_uid = y.uid AND cc.car_uid = ?)', body.carUid);
    return listPage(db, { select: 'y.*', from: 'maintenance_cycles y', where, orderBy: 'y.name, y.uid' }, body,
      (rows: FullCycleRow[]) => cyclesOf(db, me.enterpriseUid, rows));
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
      if (carUids) await linkCars(tx, me.enterpriseUid, uid, carUids);
    });
    await recordOperation(ctx, me, '新增保養週期', body.name, { uid });
    return cycleOf(db, me.enterpriseUid, uid);
  });

  r.route(maintenanceCycle.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    await cycleOf(db, me.enterpriseUid, params.uid);
    const carUids = await checkInput(ctx, me.enterpriseUid, body);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE maintenance_cycles SET name = $2, category = $3, interval_km = $4, interval_months = $5, interval_engine_hours = $6, items = $7, note = $8, updated_at = $9
          WHERE uid = $1`,
        [params.uid, body.name, body.category, body.intervalKm ?? null, body.intervalMonths ?? null, body.intervalEngineHours ?? null, body.items, body.note ?? '', new Date(ctx.now())],
      );
      if (carUids) await linkCars(tx, me.enterpriseUid, params.uid, carUids);
    });
    await recordOperation(ctx, me, '編輯保養週期', body.name, { uid: params.uid });
    return cycleOf(db, me.enterpriseUid, params.uid);
  });

  r.route(maintenanceCycle.remove, async ({ body, user }) => {
    const me = requireUser(user);
    const uids = [...new Set(body.uids)];
    await assertOwned(db, me.enterpriseUid, 'maintenance_cycles', uids);
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM car_cycles WHERE cycle_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_baselines WHERE cycle_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_reminders WHERE cycle_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_cycles WHERE uid = ANY($1)`, [uids]);
    });
    await recordOperation(ctx, me, '刪除保養週期', `${uids.length} 筆`, { uids });
    return { deleted: uids.length };
  });
}
