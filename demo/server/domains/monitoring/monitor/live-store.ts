import type { MonitorRecord } from '../../../../../src/core/api/contract/monitor';
import type { Db } from '../../../db/database';
import { toMs } from '../../../time';
import { fleetCars, type Reads } from '../../../car-refs';

/** The last event of each live car (for the map's lastEvent), read once when the runtime starts. */
export async function loadLastEvents(r: Reads): Promise<Map<string, MonitorRecord['lastEvent']>> {
  const cars = await fleetCars(r).list(r.db, {});
  const rows = await r.db.query<{ uid: string; type: string; title: string; created_at: Date }>(
    `SELECT c.uid, e.type, e.title, e.created_at FROM unnest($1::text[]) AS c(uid)
       CROSS JOIN LATERAL (SELECT type, title, created_at FROM events WHERE car_uid = c.uid ORDER BY created_at DESC LIMIT 1) e`,
    [cars.map((car) => car.uid)],
  );
  return new Map(rows.map((r) => [r.uid, { type: r.type, title: r.title, time: toMs(r.created_at)! }]));
}

export interface PersistedState { lat: number; lng: number; mileage: number; fuel: number; status: string; gpsTime: number }

export async function loadLiveState(db: Db): Promise<Map<string, PersistedState>> {
  const rows = await db.query<{ car_uid: string; state: PersistedState }>(`SELECT car_uid, state FROM car_live_state`);
  return new Map(rows.map((r) => [r.car_uid, r.state]));
}

/** Saves each car's last position and odometer (with its enterprise's uid), so a restart carries on from them. */
export async function persistLiveState(db: Db, records: ReadonlyArray<{ enterpriseUid: string; record: MonitorRecord }>, at: number): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(({ enterpriseUid, record: r }) => ({
    car_uid: r.carUid,
    enterprise_uid: enterpriseUid,
    state: { lat: r.lat, lng: r.lng, mileage: r.mileage, fuel: r.fuel, status: r.status, gpsTime: r.time },
  }));
  await db.query(
    `INSERT INTO car_live_state (car_uid, enterprise_uid, state, updated_at)
     SELECT x.car_uid, x.enterprise_uid, x.state, $2 FROM jsonb_to_recordset($1::jsonb) AS x(car_uid text, enterprise_uid text, state jsonb)
     ON CONFLICT (car_uid) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
    [JSON.stringify(rows), new Date(at)],
  );
}

/** Keeps the cold-chain temperatures and TPMS readings of the cars that have them. */
export async function recordDeviceSamples(db: Db, records: readonly MonitorRecord[], at: number): Promise<void> {
  const rows = records
    .filter((r) => (r.temperatures || r.tyres) && r.status !== 'lost' && r.status !== 'nodevice')
    .map((r) => ({ car_uid: r.carUid, temperatures: r.temperatures ?? null, tyres: r.tyres ?? null }));
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO device_samples (car_uid, at, temperatures, tyres)
     SELECT car_uid, $2, temperatures, tyres FROM jsonb_to_recordset($1::jsonb) AS x(car_uid text, temperatures jsonb, tyres jsonb)
     ON CONFLICT (car_uid, at) DO NOTHING`,
    [JSON.stringify(rows), new Date(at)],
  );
}
