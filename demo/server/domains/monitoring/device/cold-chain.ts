import type { DeviceDetail } from '../../../../../src/core/api/contract/device';
import type { Db } from '../../../db/database';
import { downsample } from '../../../geo';
import type { CarRow } from '../shared/cars';
import { toMs } from '../../../time';
import { CARGO, cargoOf } from '../../../sim';

const MAX_POINTS = 300;

/** Cold-chain temperatures of the range (spec 2.11 'External device detail'). */
export async function coldChainPanel(db: Db, car: CarRow, from: Date, to: Date): Promise<NonNullable<DeviceDetail['coldChain']>> {
  const rows = await db.query<{ at: Date; temperatures: number[] }>(
    `SELECT at, temperatures FROM device_samples WHERE car_uid = $1 AND at >= $2 AND at <= $3 AND temperatures IS NOT NULL ORDER BY at`,
    [car.uid, from, to],
  );
  const samples = rows.map((r) => ({ time: toMs(r.at)!, values: r.temperatures }));
  const { min, max } = CARGO[cargoOf(car.uid)];
  const setpoint = { min, max };
  const series = downsample(samples, MAX_POINTS);
  const outOfRange = samples.filter((s) => s.values.some((v) => v < setpoint.min || v > setpoint.max)).length;
  return {
    sensors: car.devices?.coldChain?.sensors ?? samples[0]?.values.length ?? 1,
    setpoint,
    // The latest reading is the series' own last point (issue 10, item 20), never a separate read.
    latest: series[series.length - 1] ?? null,
    series,
    outOfRange,
  };
}
