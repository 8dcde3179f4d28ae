import { commonRoutes, type CommonRoute, type CommonRouteSummary } from '../../../../../src/core/api/contract/routes';
import type { ServerContext } from '../../../context';
import { directions, downsample, isInTaiwan } from '../../../geo';
import { badInput, notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { newUid } from '../shared/ids';
import type { LatLng } from '../../../geo';
import type { Db } from '../../../db/database';
import { listPage, Where } from '../../../db/sql';
import { recordOperation } from '../../../services';
import { toMs } from '../../../time';

export interface RouteRow {
  uid: string;
  name: string;
  waypoints: LatLng[];
  path?: LatLng[];
  distance: number;
  duration: number;
  created_at: Date;
}

const summaryOf = (row: RouteRow): CommonRouteSummary => ({
  uid: row.uid, name: row.name, waypoints: row.waypoints, distance: row.distance, duration: row.duration, createdAt: toMs(row.created_at)!,
});
const routeOf = (row: RouteRow): CommonRoute => ({ ...summaryOf(row), path: row.path ?? [] });

/** Routes the waypoints on the road graph and stores the route; null when they cannot be routed. */
export async function insertRoute(db: Db, enterpriseUid: string, name: string, waypoints: LatLng[], at: number): Promise<RouteRow | null> {
  const found = directions(waypoints[0], waypoints[waypoints.length - 1], waypoints.slice(1, -1));
  if (!found) return null;
  const rows = await db.query<RouteRow>(
    `INSERT INTO common_routes (uid, enterprise_uid, name, waypoints, path, distance, duration, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING *`,
    [newUid('rte'), enterpriseUid, name, JSON.stringify(waypoints), JSON.stringify(downsample(found.path, 2000)), Math.round(found.distanceMeters), Math.round(found.durationSeconds), new Date(at)],
  );
  return rows[0];
}

/** Common route calls (spec 7.6 'Common routes'). */
export function commonRouteRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(commonRoutes.get, async ({ params, user }) => {
    const row = await ctx.db.one<RouteRow>(`SELECT * FROM common_routes WHERE uid = $1 AND enterprise_uid = $2`, [params.uid, user!.enterpriseUid]);
    if (!row) throw notFound('常用路線');
    return routeOf(row);
  });

  r.route(commonRoutes.list, async ({ body, user }) => {
    const where = Where.scoped('enterprise_uid', user!.enterpriseUid).keyword(['name'], body.keyword);
    return listPage(ctx.db, {
      select: 'uid, name, waypoints, distance, duration, created_at', from: 'common_routes', where, orderBy: 'created_at DESC, uid',
    }, body, (rows: RouteRow[]) => rows.map(summaryOf));
  });

  r.route(commonRoutes.create, async ({ body, user }) => {
    body.waypoints.forEach((p, i) => {
      if (!isInTaiwan(p.lat, p.lng)) throw badInput(`waypoints.${i}`, '路線點須在臺灣境內。');
    });
    const row = await insertRoute(ctx.db, user!.enterpriseUid, body.name, body.waypoints, ctx.now());
    if (!row) throw badInput('waypoints', '無法規劃此路線，請調整路線點。');
    await recordOperation(ctx, user!, '新增常用路線', body.name, { uid: row.uid });
    return routeOf(row);
  });

  r.route(commonRoutes.update, async ({ params, body, user }) => {
    const rows = await ctx.db.query<RouteRow>(
      `UPDATE common_routes SET name = $3, updated_at = $4 WHERE uid = $1 AND enterprise_uid = $2
       RETURNING uid, name, waypoints, distance, duration, created_at`,
      [params.uid, user!.enterpriseUid, body.name, new Date(ctx.now())],
    );
    if (!rows[0]) throw notFound('常用路線');
    await recordOperation(ctx, user!, '編輯常用路線', body.name, { uid: params.uid });
    return summaryOf(rows[0]);
  });

  r.route(commonRoutes.remove, async ({ body, user }) => {
    const owned = await ctx.db.query<{ uid: string; name: string }>(`SELECT uid, name FROM common_routes WHERE uid = ANY($1) AND enterprise_uid = $2`, [body.uids, user!.enterpriseUid]);
    if (owned.length !== new Set(body.uids).size) throw notFound('常用路線');
    await ctx.db.query(`DELETE FROM common_routes WHERE uid = ANY($1) AND enterprise_uid = $2`, [body.uids, user!.enterpriseUid]);
    await recordOperation(ctx, user!, '刪除常用路線', owned.map((f) => f.name).join('、'), { uids: body.uids });
    return { deleted: owned.length };
  });
}
