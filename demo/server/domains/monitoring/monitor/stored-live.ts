import type { Db } from '../../../db/database';
import type { LiveCar } from '../../../services';

/**
 * A car's live state as last stored in car_live_state, with `time` when it was stored
 * ('monitoring.storedLive' in services.ts): what the open API answers without a live snapshot.
 */
export async function storedLive(db: Db, carUid: string): Promise<LiveCar | null> {
  const row = await db.one<{ state: LiveCar; updated_at: Date }>(`SELECT state, updated_at FROM car_live_state WHERE car_uid = $1`, [carUid]);
  return row ? { time: row.updated_at.getTime(), ...row.state } : null;
}
