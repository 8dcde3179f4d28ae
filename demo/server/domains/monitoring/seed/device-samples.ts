import type { SeedContext } from '../../../context';
import { CARGO, cargoOf } from '../../../sim';
import type { CarRow } from '../shared/cars';
import { tyreReadings } from '../monitor/records';
import { HOUR_MS, TAIPEI_OFFSET_MS } from '../../../../../src/core/format/time-units';

/** The last day of device readings, every 10 minutes, for cars with cold chain or TPMS. */
const HOURS = 24;
const EVERY_MS = 10 * 60_000;

/**
 * Cold-chain and TPMS history for the external device page: cargo temperatures hold near the
 * truck's set point (frozen or chilled) with door-opening rises during the working day; tyres keep
 * their pressure with heat while driving, and the odd slow leak.
 */
export async function seedDeviceSamples(ctx: SeedContext, cars: CarRow[]): Promise<number> {
  const rows: Array<{ car_uid: string; at: string; temperatures: number[] | null; tyres: unknown }> = [];
  const now = ctx.now();
  const start = Math.floor((now - HOURS * HOUR_MS) / EVERY_MS) * EVERY_MS;
  for (const car of cars) {
    const d = car.udid ? car.devices ?? {} : {};
    if (!d.coldChain && !d.tpms) continue;
    ctx.rng(); // was the cargo kind; still drawn so the rest of the seed stays as it was
    const setpoint = CARGO[cargoOf(car.uid)].setpoint;
    const sensors = Math.max(1, Math.min(4, d.coldChain?.sensors ?? 1));
    const tyreCount = (d.tpms?.tyres ?? 6) > 6 ? 10 : 6;
    const leaking = ctx.rng() < 0.15 ? Math.floor(ctx.rng() * tyreCount) : -1;
    for (let t = start; t <= now; t += EVERY_MS) {
      const hour = new Date(t + TAIPEI_OFFSET_MS).getUTCHours();
      const working = hour >= 6 && hour < 20;
      const door = working && ctx.rng() < 0.12 ? 2 + ctx.rng() * 5 : 0;
      const temperatures = d.coldChain
        ? Array.from({ length: sensors }, (_, i) => Math.round((setpoint + i * 0.6 + (ctx.rng() - 0.5) * 1.2 + door) * 10) / 10)
        : null;
      const tyres = d.tpms
        ? tyreReadings(Array.from({ length: tyreCount }, (_, i) => {
          const heat = working ? 12 + ctx.rng() * 8 : 2;
          const loss = i === leaking ? Math.min(40, (t - start) / HOUR_MS * 1.2) : 0;
          const pressure = Math.round((i < 2 ? 120 : 110) + heat * 0.3 - loss);
          const temperature = Math.round(26 + heat);
          const code = loss > 20 ? 7 : loss > 10 ? 4 : 0;
          return { position: i + 1, pressure, temperature, leakRate: i === leaking ? 0.02 : 0, code };
        }))
        : null;
      rows.push({ car_uid: car.uid, at: new Date(t).toISOString(), temperatures, tyres });
    }
  }
  for (let i = 0; i < rows.length; i += 3000) {
    await ctx.db.query(
      `INSERT INTO device_samples (car_uid, at, temperatures, tyres)
       SELECT car_uid, at, temperatures, tyres FROM jsonb_to_recordset($1::jsonb) AS x(car_uid text, at timestamptz, temperatures jsonb, tyres jsonb)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows.slice(i, i + 3000))],
    );
  }
  return rows.length;
}
