import { randomUUID } from 'node:crypto';
import { cars } from '../../../../src/core/api/contract/cars';
import { DTC_MODEL_PREFIXES } from '../../../../src/core/dtc/model-group';
import type { ServerContext } from '../../context';
import { requireUser } from '../../auth/authenticate';
import { badInput } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { unlessTaken } from '../../db/unique';
import { CAR_FROM, CAR_SELECT, carTaken, checkCarInput, loadCar, loadCars, toCarRow, withDriverNames, type SelectedCar } from './car-store';
import { carCycleRoutes } from './car-cycles';
import { notifyBound } from './notify';
import { likeOf, listPage, Where } from '../../db/sql';
import { carsChanged, recordOperation } from '../../services';

const hasDevices = (devices: object | undefined) => !!devices && Object.keys(devices).length > 0;

/** Cars of spec 3 and 7.5 (page /carManagement, P_P06; read by the screens that pick cars). */
export function carRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(cars.get, async ({ params, user }) => {
    const me = requireUser(user);
    const row = await loadCar(ctx, me.enterpriseUid, params.uid);
    const cycles = await ctx.db.query<{ cycle_uid: string }>(`SELECT cycle_uid FROM car_cycles WHERE car_uid = $1 ORDER BY cycle_uid`, [row.uid]);
    return { ...toCarRow(row), cycleUids: cycles.map((c) => c.cycle_uid) };
  });

  r.route(cars.list, async ({ body, user }) => {
    const me = requireUser(user);
    const where = Where.scoped('c.enterprise_uid', me.enterpriseUid).add('NOT c.deleted');
    if (body.keyword?.trim()) where.add('c.car_no ILIKE ?', likeOf(body.keyword.toUpperCase()));
    if (body.departmentUid) where.add('c.department_uid = ?', body.departmentUid);
    if (body.filterEnabledCode) where.add('c.enabled_code');
    if (body.enabledCode !== undefined) where.add('c.enabled_code = ?', body.enabledCode);
    if (body.modelGroup) where.add('upper(c.model) LIKE ANY(?)', DTC_MODEL_PREFIXES[body.modelGroup].map((p) => `${p}%`));
    if (body.hasDevice !== undefined) where.add(body.hasDevice ? 'c.udid IS NOT NULL' : 'c.udid IS NULL');
    if (body.driverUid) where.add('c.driver_uid = ?', body.driverUid);
    const q = { select: CAR_SELECT, from: CAR_FROM, where, orderBy: 'c.car_no, c.uid' };
    if (!body.asOptions) return listPage(ctx.db, q, body, async (rows: SelectedCar[]) => (await withDriverNames(ctx, rows)).map(toCarRow));
    // The options name no driver.
    return listPage(ctx.db, q, body, (rows: SelectedCar[]) => {
      const options = rows.map((row) => ({ label: row.car_no, value: String(row.uid), enabledCode: row.enabled_code }));
      return body.withBlank ? [{ label: '選擇車號', value: null, enabledCode: false }, ...options] : options;
    }, 1000);
  });

  r.route(cars.create, async ({ body, user }) => {
    const me = requireUser(user);
    if (!body.udid && hasDevices(body.devices)) throw badInput('udid', '安裝外接設備前請先填寫設備編號。');
    await checkCarInput(ctx, me.enterpriseUid, body);
    const uid = randomUUID();
    const now = new Date(ctx.now());
    await unlessTaken(() => ctx.db.query(
      `INSERT INTO cars (uid, enterprise_uid, car_no, model, car_kind, fuel_type, etc_type, department_uid, driver_uid, driver_assigned_at,
                         udid, devices, manufacture_year, vin, note, enabled_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, false, $16)`,
      [uid, me.enterpriseUid, body.carNo, body.model, body.carKind ?? null, body.fuelType ?? null, body.etcType ?? null,
        body.departmentUid ?? null, body.driverUid ?? null, body.driverUid ? now : null, body.udid ?? null,
        JSON.stringify(body.devices ?? {}), body.manufactureYear ?? null, body.vin ?? null, body.note ?? '', now],
    ), carTaken(body));
    await recordOperation(ctx, me, '新增車輛', body.carNo, { uid });
    carsChanged(ctx);
    return toCarRow(await loadCar(ctx, me.enterpriseUid, uid));
  });

  r.route(cars.update, async ({ params, body, user }) => {
    const me = requireUser(user);
    const before = await loadCar(ctx, me.enterpriseUid, params.uid);
    await checkCarInput(ctx, me.enterpriseUid, body, before.uid);
    const udid = body.udid !== undefined ? body.udid : before.udid;
    if (!udid && hasDevices(body.devices)) throw badInput('udid', '安裝外接設備前請先填寫設備編號。');
    const devices = udid ? body.devices ?? before.devices : {};
    const driverUid = body.driverUid !== undefined ? body.driverUid : before.driver_uid;
    await unlessTaken(() => ctx.db.query(
      `UPDATE cars SET car_no = $2, model = $3, car_kind = $4, fuel_type = $5, etc_type = $6, department_uid = $7, driver_uid = $8,
              driver_assigned_at = CASE WHEN driver_uid IS DISTINCT FROM $8 THEN $9 ELSE driver_assigned_at END,
              udid = $10, devices = $11, manufacture_year = $12, vin = $13, note = $14
        WHERE uid = $1`,
      [before.uid, body.carNo ?? before.car_no, body.model ?? before.model,
        body.carKind !== undefined ? body.carKind : before.car_kind, body.fuelType !== undefined ? body.fuelType : before.fuel_type,
        body.etcType !== undefined ? body.etcType : before.etc_type,
        body.departmentUid !== undefined ? body.departmentUid : before.department_uid, driverUid, new Date(ctx.now()), udid,
        JSON.stringify(devices), body.manufactureYear !== undefined ? body.manufactureYear : before.manufacture_year,
        body.vin !== undefined ? body.vin : before.vin, body.note ?? before.note],
    ), carTaken({ carNo: body.carNo ?? before.car_no }));
    await recordOperation(ctx, me, '修改車輛', body.carNo ?? before.car_no, { uid: before.uid, fields: Object.keys(body) });
    carsChanged(ctx);
    return toCarRow(await loadCar(ctx, me.enterpriseUid, before.uid));
  });

  r.route(cars.remove, async ({ body, user }) => {
    const me = requireUser(user);
    const rows = await loadCars(ctx, me.enterpriseUid, body.uids);
    const uids = rows.map((row) => row.uid);
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE cars SET deleted = true WHERE uid = ANY($1)`, [uids]);
      await tx.query(`DELETE FROM car_cycles WHERE car_uid = ANY($1)`, [uids]);
    });
    for (const row of rows) await recordOperation(ctx, me, '刪除車輛', row.car_no, { uid: row.uid });
    carsChanged(ctx);
    return { deleted: rows.length };
  });

  r.route(cars.enable, async ({ body, user }) => {
    const me = requireUser(user);
    const rows = await loadCars(ctx, me.enterpriseUid, body.uids);
    const toEnable = rows.filter((row) => !row.enabled_code);
    if (toEnable.length) {
      await ctx.db.query(`UPDATE cars SET enabled_code = true, enabled_at = $2 WHERE uid = ANY($1)`, [toEnable.map((row) => row.uid), new Date(ctx.now())]);
    }
    if (toEnable.length) carsChanged(ctx);
    for (const row of toEnable) {
      await recordOperation(ctx, me, '車輛納管', row.car_no, { uid: row.uid });
      await notifyBound(ctx, me.enterpriseUid, row);
    }
    return { enabled: toEnable.map((row) => ({ uid: row.uid, carNo: row.car_no })), alreadyEnabled: rows.length - toEnable.length };
  });

  carCycleRoutes(r, ctx);
}
