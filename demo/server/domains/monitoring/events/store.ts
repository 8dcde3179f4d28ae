import type { Db } from '../../../db/database';

/** One row of the events table, as the simulator's runtime and the seed write it. */
export interface StoredEvent {
  uid: string;
  enterpriseUid: string;
  carUid: string;
  driverUid: string | null;
  taskKindUid: string | null;
  journeyUid: string | null;
  type: string;
  category: number;
  level: string | null;
  code: string | null;
  title: string;
  content: string;
  lat: number;
  lng: number;
  address: string;
  speed: number;
  data: Record<string, unknown>;
  createdAt: number;
}

const CHUNK = 2000;

/**
 * Inserts events in chunks, each as one statement with one jsonb parameter (jsonb_to_recordset),
 * so thousands of seed rows go in quickly.
 */
export async function insertEvents(db: Db, events: readonly StoredEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += CHUNK) {
    const rows = events.slice(i, i + CHUNK).map((e) => ({
      uid: e.uid, enterprise_uid: e.enterpriseUid, car_uid: e.carUid, driver_uid: e.driverUid, task_kind_uid: e.taskKindUid,
      journey_uid: e.journeyUid, type: e.type, category: e.category, level: e.level, code: e.code, title: e.title,
      content: e.content, lat: e.lat, lng: e.lng, address: e.address, speed: e.speed, data: e.data,
      created_at: new Date(e.createdAt).toISOString(),
    }));
    await db.query(
      `INSERT INTO events (uid, enterprise_uid, car_uid, driver_uid, task_kind_uid, journey_uid, type, category, level, code,
                           title, content, lat, lng, address, speed, data, created_at)
       SELECT uid, enterprise_uid, car_uid, driver_uid, task_kind_uid, journey_uid, type, category, level, code,
              title, content, lat, lng, address, speed, data, created_at
         FROM jsonb_to_recordset($1::jsonb) AS x(uid text, enterprise_uid text, car_uid text, driver_uid text, task_kind_uid text,
              journey_uid text, type text, category integer, level text, code text, title text, content text,
              lat double precision, lng double precision, address text, speed real, data jsonb, created_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  }
}
