import { fence } from '../../../../../src/core/api/contract/fence';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { newUid } from '../shared/ids';
import { fencesChanged } from './changes';
import { fenceOf, insertFence, type FenceRow } from './store';
import { checkFence } from './validate';
import { listPage, Where } from '../../../db/sql';
import { recordOperation } from '../../../services';
import { assertOwned } from '../../../auth/owned';

/** The cars a fence applies to must be the enterprise's own. */
const checkCars = (db: Db, enterpriseUid: string, carUids: string[]) => assertOwned(db, enterpriseUid, 'cars', carUids, 'options.carUids');

/** Geofence calls (spec 7.6 'Fences'). */
export function fenceRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(fence.get, async ({ params, user }) => {
    const row = await ctx.db.one<FenceRow>(`SELECT * FROM fences WHERE uid = $1 AND enterprise_uid = $2`, [params.uid, user!.enterpriseUid]);
    if (!row) throw notFound('圍籬');
    return fenceOf(row);
  });

  r.route(fence.list, async ({ body, user }) => {
    const where = Where.scoped('enterprise_uid', user!.enterpriseUid).keyword(['name'], body.keyword);
    if (body.iconType) where.add('icon_type = ?', body.iconType);
    return listPage(ctx.db, { select: '*', from: 'fences', where, orderBy: 'created_at DESC, uid' }, body, (rows: FenceRow[]) => rows.map(fenceOf));
  });

  r.route(fence.create, async ({ body, user }) => {
    checkFence(body);
    await checkCars(ctx.db, user!.enterpriseUid, body.options.carUids);
    const row = await insertFence(ctx.db, user!.enterpriseUid, newUid('fen'), body, ctx.now());
    fencesChanged(ctx);
    await recordOperation(ctx, user!, '新增圍籬', body.name, { uid: row.uid });
    return fenceOf(row);
  });

  r.route(fence.update, async ({ params, body, user }) => {
    checkFence(body);
    await checkCars(ctx.db, user!.enterpriseUid, body.options.carUids);
    const rows = await ctx.db.query<FenceRow>(
      `UPDATE fences SET name = $3, icon_type = $4, shape = $5, triggers = $6, message = $7, options = $8, updated_at = $9
        WHERE uid = $1 AND enterprise_uid = $2 RETURNING *`,
      [params.uid, user!.enterpriseUid, body.name, body.iconType, JSON.stringify(body.shape), JSON.stringify(body.triggers), body.message, JSON.stringify(body.options), new Date(ctx.now())],
    );
    if (!rows[0]) throw notFound('圍籬');
    fencesChanged(ctx);
    await recordOperation(ctx, user!, '編輯圍籬', body.name, { uid: params.uid });
    return fenceOf(rows[0]);
  });

  r.route(fence.remove, async ({ body, user }) => {
    const owned = await ctx.db.query<{ uid: string; name: string }>(`SELECT uid, name FROM fences WHERE uid = ANY($1) AND enterprise_uid = $2`, [body.uids, user!.enterpriseUid]);
    if (owned.length !== new Set(body.uids).size) throw notFound('圍籬');
    await ctx.db.query(`DELETE FROM fences WHERE uid = ANY($1) AND enterprise_uid = $2`, [body.uids, user!.enterpriseUid]);
    fencesChanged(ctx);
    await recordOperation(ctx, user!, '刪除圍籬', owned.map((f) => f.name).join('、'), { uids: body.uids });
    return { deleted: owned.length };
  });
}
