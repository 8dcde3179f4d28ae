import { device, type DeviceDetail, type TyreReading } from '../../../../../src/core/api/contract/device';
import type { EventType } from '../../../../../src/core/api/contract/vocabulary/events';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { Registrar } from '../../../http/register';
import { dvrChannels } from '../dvr/routes';
import { runtimeOf } from '../monitor/runtime';
import { carOf, deviceFlags, type CarRow } from '../shared/cars';
import { checkRange } from '../shared/paging';
import { coldChainPanel, coldChainRanges } from './cold-chain';
import { toMs } from '../../../time';

const DMS_TYPES: readonly EventType[] = ['fatigue', 'seatbelt', 'phone', 'smoking', 'distract', 'lensWardOff', 'driverLost'];

async function dmsPanel(db: Db, car: CarRow, from: Date, to: Date): Promise<NonNullable<DeviceDetail['dms']>> {
  const counts = await db.query<{ type: string; n: string }>(
    `SELECT type, count(*) AS n FROM events WHERE car_uid = $1 AND created_at >= $2 AND created_at <= $3 AND type = ANY($4) GROUP BY type`,
    [car.uid, from, to, DMS_TYPES],
  );
  const recent = await db.query<{ type: string; title: string; created_at: Date }>(
    `SELECT type, title, created_at FROM events WHERE car_uid = $1 AND created_at >= $2 AND created_at <= $3 AND type = ANY($4)
      ORDER BY created_at DESC LIMIT 10`,
    [car.uid, from, to, DMS_TYPES],
  );
  return {
    counts: Object.fromEntries(counts.map((c) => [c.type, Number(c.n)])),
    recent: recent.map((e) => ({ type: e.type, title: e.title, time: toMs(e.created_at)! })),
  };
}

async function tachographPanel(db: Db, car: CarRow, from: Date, to: Date, odometer: number): Promise<NonNullable<DeviceDetail['tachograph']>> {
  const row = await db.one<{ moving: string | null; idle: string | null; distance: string | null; max_speed: string | null; longest: string | null }>(
    `SELECT sum((stats->>'movingSeconds')::float) AS moving, sum(idle_seconds) AS idle, sum(distance) AS distance,
            max(max_speed) AS max_speed, max(duration - idle_seconds) AS longest
       FROM journeys WHERE car_uid = $1 AND start_time >= $2 AND start_time <= $3`,
    [car.uid, from, to],
  );
  return {
    driverName: car.driver_name ?? '',
    drivingSeconds: Math.round(Number(row?.moving ?? 0)),
    idleSeconds: Math.round(Number(row?.idle ?? 0)),
    distance: Math.round(Number(row?.distance ?? 0)),
    maxSpeed: Number(row?.max_speed ?? 0),
    longestDrivingSeconds: Math.max(0, Math.round(Number(row?.longest ?? 0))),
    odometer,
  };
}

async function tpmsPanel(db: Db, car: CarRow, live: { tyres?: TyreReading[]; time: number } | undefined, to: Date): Promise<NonNullable<DeviceDetail['tpms']>> {
  let tyres = live?.tyres;
  let updatedAt: number | null = tyres ? live!.time : null;
  if (!tyres) {
    const last = await db.one<{ tyres: TyreReading[]; at: Date }>(
      `SELECT tyres, at FROM device_samples WHERE car_uid = $1 AND at <= $2 AND tyres IS NOT NULL ORDER BY at DESC LIMIT 1`, [car.uid, to]);
    tyres = last?.tyres;
    updatedAt = last ? toMs(last.at) : null;
  }
  return { tyres: tyres ?? [], updatedAt, warnings: (tyres ?? []).filter((t) => t.status !== 0).length };
}

/** The external device detail page's data (our extension; spec 2.11 'External device detail'). */
export function deviceRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(device.detail, async ({ body, user }) => {
    checkRange(body.startTime, body.endTime, 31);
    const car = await carOf(ctx, user!.enterpriseUid, body.carUid);
    const live = await runtimeOf(ctx).record(user!.enterpriseUid, car.uid);
    const flags = deviceFlags(car.devices, car.udid);
    const from = new Date(body.startTime);
    const to = new Date(body.endTime);
    const online = !!live && !['lost', 'nodevice', 'parking'].includes(live.status);
    const disconnections = flags.dvr
      ? Number((await ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM events WHERE car_uid = $1 AND type = 'dvrDisconnection' AND created_at >= $2 AND created_at <= $3`, [car.uid, from, to]))?.n ?? 0)
      : 0;
    return {
      car: { uid: car.uid, carNo: car.car_no, model: car.model, devices: flags, status: live?.status ?? (car.udid ? 'lost' : 'nodevice'), position: live ? { lat: live.lat, lng: live.lng } : null },
      coldChain: flags.coldChain ? await coldChainPanel(ctx.db, car, from, to, await coldChainRanges(ctx, user!.enterpriseUid)) : null,
      tpms: flags.tpms ? await tpmsPanel(ctx.db, car, body.endTime >= ctx.now() - 60_000 ? live : undefined, to) : null,
      dms: flags.dms ? await dmsPanel(ctx.db, car, from, to) : null,
      tachograph: flags.tachograph ? await tachographPanel(ctx.db, car, from, to, live?.mileage ?? 0) : null,
      dvr: flags.dvr ? { channels: dvrChannels(car, online).map(({ index, name, online: on }) => ({ index, name, online: on })), disconnections } : null,
    };
  });
}
