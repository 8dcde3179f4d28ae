import type { Static } from '@sinclair/typebox';
import { openApi, type CarInfo, type CarInfoRequest } from '../../../../src/core/api/contract/openapi';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Registrar } from '../../http/register';
import { serviceOf, useService, type LiveCar } from '../../services';
import { fleetCars } from '../../car-refs';

/**
 * The open API of spec 7.1/7.13: a car's current position and status for a partner holding an
 * enterprise's open-API key, by enterprise code and car number. A key answers only for its own
 * enterprise's cars (issue 10, 4): any other car is not found, as another enterprise's record is
 * everywhere. The auth hook has already checked the key and its budget (auth/open-api-keys.ts).
 * The live data comes from the monitoring domain's 'monitoring.snapshot' service, else from its
 * stored live state ('monitoring.storedLive'); the car from the fleet's reads, its enterprise from the core's.
 */
type Live = LiveCar;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

async function liveOf(ctx: ServerContext, enterpriseUid: string, carUid: string): Promise<Live | null> {
  const snapshot = useService(ctx, 'monitoring.snapshot');
  if (snapshot) {
    const found = (await snapshot(enterpriseUid)).find((c) => c.carUid === carUid);
    if (found) return found;
  }
  const stored = useService(ctx, 'monitoring.storedLive');
  return stored ? stored(ctx.db, carUid) : null; // a server without the monitoring domain knows no live state
}

async function carInfo(ctx: ServerContext, keyOwner: string | null, req: Static<typeof CarInfoRequest>): Promise<CarInfo> {
  if (!keyOwner) throw notFound('車輛');
  // The key's own enterprise, named by its code; then its live car of that number (the core's and the fleet's reads).
  const enterprise = (await serviceOf(ctx, 'core.enterprises').withCode(ctx.db, req.enterpriseCode.trim())).find((e) => e.uid === keyOwner);
  const car = enterprise ? await fleetCars(ctx).byNumber(ctx.db, keyOwner, req.carNo.trim()) : null;
  if (!enterprise || !car) throw notFound('車輛');
  // The driver's name even when the account is deleted, as the car's record names them.
  const driverName = car.driver_uid ? (await serviceOf(ctx, 'core.users').names(ctx.db, [car.driver_uid])).get(car.driver_uid) ?? null : null;
  const live = car.udid ? await liveOf(ctx, car.enterprise_uid, car.uid) : null;
  const time = live?.time === undefined ? null : typeof live.time === 'number' ? live.time : Date.parse(live.time);
  return {
    carUid: car.uid,
    carNo: car.car_no,
    enterpriseCode: enterprise.code,
    status: !car.udid ? 'noDevice' : live?.status ?? 'lost',
    lat: num(live?.lat),
    lng: num(live?.lng),
    speed: num(live?.speed),
    direction: num(live?.direction),
    driverName: live?.driverName ?? driverName,
    time: time !== null && Number.isFinite(time) ? time : null,
  };
}

export function openApiRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(openApi.carInfoGet, async ({ query, keyOwner }) => carInfo(ctx, keyOwner, query));
  r.route(openApi.carInfoPost, async ({ body, keyOwner }) => carInfo(ctx, keyOwner, body));
}
