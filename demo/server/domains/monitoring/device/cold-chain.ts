import type { DeviceDetail } from '../../../../../src/core/api/contract/device';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { useService } from '../../../services';
import { downsample } from '../../../geo';
import type { CarRow } from '../shared/cars';
import { toMs } from '../../../time';
import { cargoOf } from '../../../sim';
import type { EnterpriseSettings } from '../../../../../src/core/api/contract/enterprise';

/** The enterprise's allowed range per cargo kind (page /setting). */
export type ColdChainRanges = EnterpriseSettings['coldChain'];

const MAX_POINTS = 300;

/** Cold-chain temperatures of the range (spec 2.11 'External device detail'), against the cargo's allowed range. */
export async function coldChainPanel(db: Db, car: CarRow, from: Date, to: Date, ranges: ColdChainRanges): Promise<NonNullable<DeviceDetail['coldChain']>> {
  const rows = await db.query<{ at: Date; temperatures: number[] }>(
    `SELECT at, temperatures FROM device_samples WHERE car_uid = $1 AND at >= $2 AND at <= $3 AND temperatures IS NOT NULL ORDER BY at`,
    [car.uid, from, to],
  );
  const samples = rows.map((r) => ({ time: toMs(r.at)!, values: r.temperatures }));
  const range = ranges[cargoOf(car.uid)];
  const setpoint = { min: range.minC, max: range.maxC };
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

/** The ranges of the enterprise's parameters; the fleet domain, which owns them, runs in every server that has cars. */
export async function coldChainRanges(ctx: ServerContext, enterpriseUid: string): Promise<ColdChainRanges> {
  const settingsOf = useService(ctx, 'core.settings');
  if (!settingsOf) throw new Error('the fleet domain does not run in this server: no cold-chain ranges');
  return (await settingsOf(enterpriseUid)).coldChain;
}
