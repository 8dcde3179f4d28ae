import { randomUUID } from 'node:crypto';
import { maintenance } from '../../../../src/core/api/contract/maintenance';
import { requireUser } from '../../auth/authenticate';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { badInput, conflict } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { referencedCar, targetCar } from '../../car-refs';
import type { CarDbRow } from '../fleet/car-store';
import { requireOptions } from '../tasks/lookups';
import { carDues, readingNow, readings } from './maintenance-readings';
import { recordsBook } from './maintenance-sheets';
import { findRecords, markOverdue, recordOf, recordRow, recordRows, recordsOf } from './maintenance-store';
import { orderFollowsRecord } from './maintenance-order-link';
import { pageOf } from '../../db/sql';
import { recordOperation, serviceOf } from '../../services';
import { EXPORT_PAGE, removeCall, sheetFile } from './bulk-calls';

/** Maintenance records and their reservations (spec 7.8 'Maintenance'); screens /maintenance*, P_P39. */

export async function referencedCycle(db: Db, enterpriseUid: string, cycleUid: string | null | undefined, field: string): Promise<string | null> {
  if (!cycleUid) return null;
  const row = await db.one(`SELECT uid FROM maintenance_cycles WHERE uid = $1 AND enterprise_uid = $2`, [cycleUid, enterpriseUid]);
  if (!row) throw badInput(field, '找不到此保養週期。');
  return cycleUid;
}

export function maintenanceRoutes(r: Registrar, ctx: ServerContext): void {
  const { db } = ctx;
  const itemField = (i: number) => `items.${i}`;

  r.route(maintenance.get, async ({ params, user }) => recordOf(ctx, requireUser(user).enterpriseUid, params.uid, ctx.now()));

  r.route(maintenance.lastRecord, async ({ query, user }) => {
    const me = requireUser(user);
    await targetCar(ctx, me.enterpriseUid, query.carUid);
    const [row] = await recordRows(ctx,
      `r.car_uid = $1 AND r.enterprise_uid = $2 ${query.cycleUid ? 'AND r.cycle_uid = $3' : ''}
        ORDER BY (r.reservation_status = 'alreadyMaintain') DESC, COALESCE(r.serviced_at, r.reserved_at) DESC, r.created_at DESC LIMIT 1`,
      query.cycleUid ? [query.carUid, me.enterpriseUid, query.cycleUid] : [query.carUid, me.enterpriseUid],
    );
    return row ? recordOf(ctx, me.enterpriseUid, row.uid, ctx.now()) : null;
  });

  r.route(maintenance.list, async ({ body, user }) => {
    const p = pageOf(body);
    return { ...p, ...(await findRecords(ctx, requireUser(user).enterpriseUid, body, ctx.now(), p)) };
  });

  r.route(maintenance.create, async ({ body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    const car = await referencedCar(ctx, me.enterpriseUid, body.carUid, 'carUid');
    const cycleUid = await referencedCycle(db, me.enterpriseUid, body.cycleUid, 'cycleUid');
    await requireOptions(ctx, me.enterpriseUid, 'maintenance', body.items, itemField);
    const status = body.reservation.status ?? 'readyMaintain';
    if (status === 'readyMaintain' && body.reservation.reservedAt <= now) throw badInput('reservation.reservedAt', '預約時間須晚於現在。');
    let { mileage = null, engineHours = null } = body;
    let servicedAt: number | null = null;
    if (status === 'alreadyMaintain') {
      servicedAt = body.servicedAt ?? now;
      if (servicedAt > now) throw badInput('servicedAt', '進廠時間不可晚於現在。');
      const reading = await readingNow(ctx, car.uid);
      mileage ??= reading.mileage;
      engineHours ??= reading.engineHours;
    }
    const uid = randomUUID();
    await db.query(
      `INSERT INTO maintenance_records (uid, enterprise_uid, car_uid, cycle_uid, reservation_uid, reservation_status, factory_uid, factory_name,
         reserved_at, serviced_at, items, mileage, engine_hours, cost, note, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
      [uid, me.enterpriseUid, car.uid, cycleUid, randomUUID(), status, body.reservation.factoryUid ?? null, body.reservation.factoryName ?? '',
        new Date(body.reservation.reservedAt), servicedAt === null ? null : new Date(servicedAt), body.items, mileage, engineHours,
        body.cost ?? 0, body.note ?? '', new Date(now)],
    );
    await recordOperation(ctx, me, '新增保修紀錄', car.car_no, { uid });
    return recordOf(ctx, me.enterpriseUid, uid, now);
  });

  r.route(maintenance.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    if (body.reservation.uid !== params.uid) throw badInput('reservation.uid', '預約編號與網址不符。');
    const row = await recordRow(ctx, me.enterpriseUid, params.uid, 'reservation_uid', now);
    const wanted = body.reservation.status;
    if (row.reservation_status === 'alreadyMaintain' && wanted === 'readyMaintain') throw conflict('已進廠的紀錄無法改回已預約。', 'reservation.status');
    const reservedAt = body.reservation.reservedAt ?? row.reserved_at.getTime();
    let status = row.reservation_status;
    if (wanted === 'alreadyMaintain') status = 'alreadyMaintain';
    else if (wanted === 'readyMaintain' || (row.reservation_status === 'overdue' && body.reservation.reservedAt !== undefined)) status = 'readyMaintain';
    if (status === 'readyMaintain' && reservedAt <= now) throw badInput('reservation.reservedAt', '預約時間須晚於現在。');
    const cycleUid = body.cycleUid === undefined ? row.cycle_uid : await referencedCycle(db, me.enterpriseUid, body.cycleUid, 'cycleUid');
    if (body.items) await requireOptions(ctx, me.enterpriseUid, 'maintenance', body.items, itemField);
    let mileage = body.mileage === undefined ? row.mileage : body.mileage;
    let engineHours = body.engineHours === undefined ? row.engine_hours : body.engineHours;
    let servicedAt: number | null = null;
    if (status === 'alreadyMaintain') {
      servicedAt = (body.servicedAt === undefined ? null : body.servicedAt) ?? row.serviced_at?.getTime() ?? now;
      if (servicedAt > now) throw badInput('servicedAt', '進廠時間不可晚於現在。');
      const reading = mileage === null || engineHours === null ? await readingNow(ctx, row.car_uid) : null;
      mileage ??= reading!.mileage;
      engineHours ??= reading!.engineHours;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE maintenance_records SET reservation_status = $2, factory_uid = $3, factory_name = $4, reserved_at = $5, serviced_at = $6,
           cycle_uid = $7, items = $8, mileage = $9, engine_hours = $10, cost = $11, note = $12, updated_at = $13 WHERE uid = $1`,
        [row.uid, status, body.reservation.factoryUid === undefined ? row.factory_uid : body.reservation.factoryUid,
          body.reservation.factoryName ?? row.factory_name, new Date(reservedAt), servicedAt === null ? null : new Date(servicedAt),
          cycleUid, body.items ?? row.items, mileage, engineHours, body.cost ?? row.cost, body.note ?? row.note, new Date(now)],
      );
      if (status === 'alreadyMaintain') await orderFollowsRecord(tx, row.order_uid, now);
    });
    await recordOperation(ctx, me, '編輯保修紀錄', row.car_no ?? row.car_uid, { uid: row.uid, status });
    return recordOf(ctx, me.enterpriseUid, row.uid, now);
  });

  removeCall(r, ctx, {
    call: maintenance.remove, table: 'maintenance_records', logged: '刪除保修紀錄',
    async deleteRows(tx, uids) {
      await tx.query(`UPDATE maintenance_orders SET record_uid = NULL WHERE record_uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM maintenance_records WHERE uid = ANY($1)`, [uids]);
    },
  });

  r.file(maintenance.export, async ({ body, user }) => {
    const now = ctx.now();
    const { list } = await findRecords(ctx, requireUser(user).enterpriseUid, body, now, EXPORT_PAGE);
    return sheetFile('保修紀錄', body.startTime ?? now, recordsBook(list));
  });

  r.route(maintenance.carInfo, async ({ body, user }) => {
    const me = requireUser(user);
    const car = await targetCar(ctx, me.enterpriseUid, body.carUid);
    const reading = (await readings(ctx, [car.uid])).get(car.uid)!;
    const cycles = (await carDues(ctx, [car.uid], ctx.now())).get(car.uid) ?? [];
    // Nothing known of the car (no baseline, no journey): no reading rather than a made-up 0.
    const [mileage, engineHours] = reading.known ? [reading.mileage, reading.engineHours] : [null, null];
    return { car: { uid: car.uid, carNo: car.car_no, model: car.model ?? '' }, mileage, engineHours, baseline: reading.baseline, cycles };
  });

  r.route(maintenance.setActive, async ({ params, body, user }) => {
    const me = requireUser(user);
    const row = await recordRow(ctx, me.enterpriseUid, params.uid);
    await db.query(`UPDATE maintenance_records SET active = $2, updated_at = $3 WHERE uid = $1`, [row.uid, body.active, new Date(ctx.now())]);
    await recordOperation(ctx, me, body.active ? '啟用保修紀錄' : '停用保修紀錄', row.car_no ?? row.car_uid, { uid: row.uid });
    return recordOf(ctx, me.enterpriseUid, row.uid, ctx.now());
  });

  r.route(maintenance.setInit, async ({ body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    if (body.mode === 'project' && !body.cycleUid) throw badInput('cycleUid', '設定保養項目起算值時須指定保養週期。');
    const cycleUid = body.mode === 'project' ? (await referencedCycle(db, me.enterpriseUid, body.cycleUid, 'cycleUid'))! : '';
    const cars: Array<CarDbRow & { input: (typeof body.cars)[number] }> = [];
    for (const [i, c] of body.cars.entries()) {
      if (c.servicedAt !== undefined && c.servicedAt > now) throw badInput(`cars.${i}.servicedAt`, '保養時間不可晚於現在。');
      cars.push({ ...(await referencedCar(ctx, me.enterpriseUid, c.carUid, `cars.${i}.carUid`)), input: c });
    }
    await db.transaction(async (tx) => {
      for (const c of cars) {
        await tx.query(
          `INSERT INTO maintenance_baselines (car_uid, cycle_uid, mileage, engine_hours, set_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (car_uid, cycle_uid) DO UPDATE SET mileage = EXCLUDED.mileage, engine_hours = EXCLUDED.engine_hours, set_at = EXCLUDED.set_at`,
          [c.uid, cycleUid, c.input.mileage, c.input.engineHours, new Date(c.input.servicedAt ?? now)],
        );
        if (cycleUid) {
          await serviceOf(ctx, 'fleet.carCycles').follow(tx, me.enterpriseUid, c.uid, cycleUid);
        }
      }
    });
    await recordOperation(ctx, me, body.mode === 'init' ? '設定車輛里程與引擎時數' : '設定保養項目起算值', cars.map((c) => c.car_no).join('、'), { cycleUid });
    return { updated: cars.length };
  });

  r.route(maintenance.carHistory, async ({ params, user }) => {
    const me = requireUser(user);
    const car = await targetCar(ctx, me.enterpriseUid, params.id);
    await markOverdue(db, ctx.now(), me.enterpriseUid);
    const rows = await recordRows(ctx, `r.car_uid = $1 AND r.enterprise_uid = $2 ORDER BY COALESCE(r.serviced_at, r.reserved_at) DESC, r.uid`,
      [car.uid, me.enterpriseUid]);
    return { car: { uid: car.uid, carNo: car.car_no }, list: await recordsOf(ctx, me.enterpriseUid, rows) };
  });
}
