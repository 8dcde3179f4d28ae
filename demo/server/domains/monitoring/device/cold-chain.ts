import type { DeviceDetail } from '../../../../../src/core/api/contract/device';
import type { Db } from '../../../db/database';
import { downsample } from '../../../geo';
import type { CarRow } from '../shared/cars';
import { toMs } from '../../../time';

/** Target ranges of the two cargo kinds (°C): frozen goods and chilled goods. */
export const SETPOINTS = { frozen: { min: -25, max: -15 }, chilled: { min: 0, max: 7 } } as const;
const MAX_POINTS = 300;

/** The cargo kind from the readings themselves: a truck running below -5 °C carries frozen goods. */
export function setpointOf(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return SETPOINTS.chilled;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] < -5 ? SETPOINTS.frozen : SETPOINTS.chilled;
}

/** Cold-chain temperatures of the range (spec 2.11 'External device detail'). */
export async function coldChainPanel(db: Db, car: CarRow, from: Date, to: Date): Promise<NonNullable<DeviceDetail['coldChain']>> {
  const rows = await db.query<{ at: Date; temperatures: number[] }>(
    `SELECT at, temperatures FROM device_samples WHERE car_uid = $1 AND at >= $2 AND at <= $3 AND temperatures IS NOT NULL ORDER BY at`,
    [car.uid, from, to],
  );
  const samples = rows.map((r) => ({ time: toMs(r.at)!, values: r.temperatures }));
  const setpoint = setpointOf(samples.flatMap((s) => s.values));
  const outOfRange = samples.filter((s) => s.values.some((v) => v < setpoint.min || v > setpoint.max)).length;
  return {
    sensors: car.devices?.coldChain?.sensors ?? samples[0]?.values.length ?? 1,
    setpoint,
    latest: samples[samples.length - 1] ?? null,
    series: downsample(samples, MAX_POINTS),
    outOfRange,
  };
}
