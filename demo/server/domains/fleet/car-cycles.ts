import { cars } from '../../../../src/core/api/contract/cars';
import type { ServerContext } from '../../context';
import { requireUser } from '../../auth/authenticate';
import { assertOwned } from '../../auth/owned';
import type { Registrar } from '../../http/register';
import { loadCars } from './car-store';
import { Where } from '../../db/sql';
import { recordOperation } from '../../services';

/**
 * Which cars follow which maintenance cycle (spec 3 'Maintenance cycle … carList', 7.5 car-cycle).
 * The cycles themselves belong to the maintenance domain, which reads car_cycles.
 */
export function carCycleRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(cars.carCycle, async ({ body, user }) => {
    const me = requireUser(user);
    await assertOwned(ctx.db, me.enterpriseUid, 'maintenance_cycles', [body.cycleUid], 'cycleUid');
    const rows = body.carUids.length ? await loadCars(ctx, me.enterpriseUid, body.carUids) : [];
    await ctx.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM car_cycles WHERE cycle_uid = $1 AND enterprise_uid = $2`, [body.cycleUid, me.enterpriseUid]);
      for (const row of rows) {
        await tx.query(
          `INSERT INTO car_cycles (car_uid, cycle_uid, enterprise_uid, created_at) VALUES ($1, $2, $3, $4)`,
          [row.uid, body.cycleUid, me.enterpriseUid, new Date(ctx.now())],
        );
      }
    });
    await recordOperation(ctx, me, '設定保養週期車輛', rows.map((row) => row.car_no).join('、'), { cycleUid: body.cycleUid, carUids: rows.map((row) => row.uid) });
    return { cycleUid: body.cycleUid, carList: rows.map((row) => ({ carUid: row.uid, carNo: row.car_no })) };
  });

  r.route(cars.carCycleList, async ({ body, user }) => {
    const me = requireUser(user);
    const where = new Where('cc.enterprise_uid = ?', me.enterpriseUid).add('NOT c.deleted');
    if (body.cycleUid) where.add('cc.cycle_uid = ?', body.cycleUid);
    if (body.carUids) where.add('cc.car_uid = ANY(?)', body.carUids);
    const rows = await ctx.db.query<{ cycle_uid: string; car_uid: string; car_no: string }>(
      `SELECT cc.cycle_uid, cc.car_uid, c.car_no FROM car_cycles cc JOIN cars c ON c.uid = cc.car_uid
        WHERE ${where} ORDER BY cc.cycle_uid, c.car_no`,
      where.params,
    );
    return rows.map((row) => ({ cycleUid: row.cycle_uid, carUid: row.car_uid, carNo: row.car_no }));
  });
}
