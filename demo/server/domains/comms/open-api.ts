import type { Static } from '@sinclair/typebox';
import { openApi, type CarInfo, type CarInfoRequest } from '../../../../src/core/api/contract/openapi';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { useService, type LiveCar } from '../../services';

/**
 * The open API of spec 7.1/7.13: a car's current position and status for a partner holding an
 * enterprise's open-API key, by enterprise code and car number. A key answers only for its own
 * enterprise's cars (issue 10, 4): any other car is not found, as another enterprise's record is
 * everywhere. The auth hook has already checked the key and its budget (auth/open-api-keys.ts).
 * The live data comes from the monitoring domain's 'monitoring.snapshot' service, else from its
 * stored live state.
 */
type Live = LiveCar;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

async function liveOf(ctx: ServerContext, enterpriseUid: string, carUid: string): Promise<Live | null> {
  const snapshot = useService(ctx, 'monitoring.snapshot');
  if (snapshot) {
    const found = (await snapshot(enterpriseUid)).find((c) => c.carUid === carUid);
    if (found) return found;
  }
  try {
    const row = await ctx.db.one<{ state: Live; updated_at: Date }>(`SELECT state, updated_at FROM car_live_state WHERE car_uid = $1`, [carUid]);
    return row ? { time: row.updated_at.getTime(), ...row.state } : null;
  } catch {
    return null; // no monitoring tables in this server
  }
}

async function carInfo(ctx: ServerContext, keyOwner: string | null, req: Static<typeof CarInfoRequest>): Promise<CarInfo> {
  if (!keyOwner) throw notFound('車輛');
  const car = await ctx.db.one<{ uid: string; car_no: string; enterprise_uid: string; code: string; udid: string | null; driver_name: string | null }>(
    `SELECT c.uid, c.car_no, c.enterprise_uid, e.code, c.udid, u.zh_name AS driver_name
       FROM cars c JOIN enterprises e ON e.uid = c.enterprise_uid LEFT JOIN users u ON u.uid = c.driver_uid
      WHERE c.enterprise_uid = $3 AND upper(e.code) = upper($1) AND upper(replace(c.car_no, ' ', '')) = upper(replace($2, ' ', '')) AND NOT c.deleted`,
    [req.enterpriseCode.trim(), req.carNo.trim(), keyOwner]);
  if (!car) throw notFound('車輛');
  const live = car.udid ? await liveOf(ctx, car.enterprise_uid, car.uid) : null;
  const time = live?.time === undefined ? null : typeof live.time === 'number' ? live.time : Date.parse(live.time);
  return {
    carUid: car.uid,
    carNo: car.car_no,
    enterpriseCode: car.code,
    status: !car.udid ? 'noDevice' : live?.status ?? 'lost',
    lat: num(live?.lat),
    lng: num(live?.lng),
    speed: num(live?.speed),
    direction: num(live?.direction),
    driverName: live?.driverName ?? car.driver_name,
    time: time !== null && Number.isFinite(time) ? time : null,
  };
}

export function openApiRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(openApi.carInfoGet, async ({ query, keyOwner }) => carInfo(ctx, keyOwner, query));
  r.route(openApi.carInfoPost, async ({ body, keyOwner }) => carInfo(ctx, keyOwner, body));
}
