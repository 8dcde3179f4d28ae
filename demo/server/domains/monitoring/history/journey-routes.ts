import { journey } from '../../../../../src/core/api/contract/journey';
import type { ServerContext } from '../../../context';
import { notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { carOf } from '../shared/cars';
import { checkRange } from '../shared/paging';
import { JOURNEY_SELECT, JOURNEY_TABLES, journeysOf, type JourneyRow } from './store';
import { listPage, Where } from '../../../db/sql';
import { recordOperation } from '../../../services';

/** Journey calls (spec 7.6 'Journey'); a driver sees and confirms only their own journeys. */
export function journeyRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(journey.list, async ({ body, user }) => {
    const me = user!;
    checkRange(body.startTime, body.endTime);
    if (body.carUid) await carOf(ctx, me.enterpriseUid, body.carUid);
    const where = Where.scoped('j.enterprise_uid', me.enterpriseUid)
      .add('j.start_time >= ?', new Date(body.startTime)).add('j.start_time <= ?', new Date(body.endTime));
    if (me.role === 'driver') where.add('j.driver_uid = ?', me.userUid);
    if (body.carUid) where.add('j.car_uid = ?', body.carUid);
    if (body.driverUid) where.add('j.driver_uid = ?', body.driverUid);
    if (body.confirmed !== undefined) where.add('j.confirmed = ?', body.confirmed);
    return listPage(ctx.db, { select: JOURNEY_SELECT, from: JOURNEY_TABLES, where, orderBy: 'j.start_time DESC, j.uid' }, body,
      (rows: JourneyRow[]) => journeysOf(ctx, rows));
  });

  r.route(journey.makeSure, async ({ body, user }) => {
    const me = user!;
    const uids = [...new Set(body.uids)];
    const own = await ctx.db.query<{ uid: string }>(
      `SELECT uid FROM journeys WHERE uid = ANY($1) AND enterprise_uid = $2 AND ($3::text IS NULL OR driver_uid = $3)`,
      [uids, me.enterpriseUid, me.role === 'driver' ? me.userUid : null],
    );
    if (own.length !== uids.length) throw notFound('行程');
    const updated = await ctx.db.query<{ uid: string }>(
      `UPDATE journeys SET confirmed = true, confirmed_at = $2, confirmed_by = $3, note = coalesce($4, note)
        WHERE uid = ANY($1) RETURNING uid`,
      [uids, new Date(ctx.now()), me.zhName || me.name, body.note ?? null],
    );
    await recordOperation(ctx, me, '確認行程', `${updated.length} 筆行程`, { uids });
    return { updated: updated.length };
  });
}
