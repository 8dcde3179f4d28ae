import type { Db } from '../../../db/database';
import type { PositionReport } from '../../../sim';

/** A checked report of a known car's device, with what the device sent beyond the position. */
export interface CarReport extends PositionReport {
  carUid: string;
  enterpriseUid: string;
  udid: string;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

/**
 * Keeps a report as its car's last one, only when it is newer than the last one kept: true when
 * it was. A repeated report (a retry whose answer was lost) or an older one changes nothing.
 */
export async function keepIfNewer(db: Db, r: CarReport, receivedAt: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO device_positions (car_uid, enterprise_uid, udid, time, lat, lng, speed, heading, altitude, accuracy, battery, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (car_uid) DO UPDATE SET enterprise_uid = EXCLUDED.enterprise_uid, udid = EXCLUDED.udid, time = EXCLUDED.time,
       lat = EXCLUDED.lat, lng = EXCLUDED.lng, speed = EXCLUDED.speed, heading = EXCLUDED.heading, altitude = EXCLUDED.altitude,
       accuracy = EXCLUDED.accuracy, battery = EXCLUDED.battery, received_at = EXCLUDED.received_at
     WHERE device_positions.time < EXCLUDED.time
     RETURNING car_uid`,
    [r.carUid, r.enterpriseUid, r.udid, new Date(r.time), r.lat, r.lng, r.speed, r.heading, r.altitude, r.accuracy, r.battery, new Date(receivedAt)],
  );
  return rows.length > 0;
}

/** Every car's last report (at start: those cars are shown from their reports, not simulated). */
export async function lastReports(db: Db): Promise<CarReport[]> {
  const rows = await db.query<{
    car_uid: string; enterprise_uid: string; udid: string; time: Date; lat: number; lng: number; speed: number;
    heading: number | null; altitude: number | null; accuracy: number | null; battery: number | null;
  }>(`SELECT * FROM device_positions`);
  return rows.map((r) => ({
    carUid: r.car_uid, enterpriseUid: r.enterprise_uid, udid: r.udid, time: new Date(r.time).getTime(), lat: r.lat, lng: r.lng,
    speed: r.speed, heading: r.heading, altitude: r.altitude, accuracy: r.accuracy, battery: r.battery,
  }));
}
