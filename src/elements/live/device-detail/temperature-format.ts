import { formatTaipei } from '../../../core/format';

/** The name of a cold-chain sensor (1-based). */
export const sensorName = (index: number) => `感測器 ${index + 1}`;

/** A temperature as the tooltip and the latest readings show it: one decimal and °C; '—' for none. */
export function formatTemperature(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const text = (Math.round(value * 10) / 10).toFixed(1);
  return `${text === '-0.0' ? '0.0' : text} °C`;
}

export interface TemperatureTip {
  /** Taipei time of the sample. */
  time: string;
  lines: { name: string; value: string; outside: boolean }[];
}

/**
 * The temperature tooltip (spec 2.11): the time at the cursor and each sensor's value there, with
 * those outside the set range marked.
 */
export function temperatureTip(timeMs: number, values: readonly (number | null | undefined)[], setpoint: { min: number; max: number }): TemperatureTip {
  return {
    time: formatTaipei(timeMs, 'YYYY/MM/DD HH:mm'),
    lines: values.map((v, i) => ({
      name: sensorName(i),
      value: formatTemperature(v),
      outside: typeof v === 'number' && (v < setpoint.min || v > setpoint.max),
    })),
  };
}
