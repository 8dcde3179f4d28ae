import type { DriverScore, SettleDay } from '../../../../src/core/api/contract/score';

const HOUR = 3_600_000;
/** 2026-06-10 08:00 in Taipei. */
const T0 = Date.UTC(2026, 5, 10, 0, 0);

/** A settled driver of the period with every chart's figures. */
export function driverScore(n: number, extra: Partial<DriverScore> = {}): DriverScore {
  return {
    driverUid: `drv-${n}`, driverName: `司機${n}`, departmentUid: null, score: 90 - n, days: 12, journeyCount: 30 + n,
    distance: 1_234_500, drivingSeconds: 36_000, eventCount: 7,
    breakdown: {
      speed: [{ label: '0–40 km/h', value: 3600 }, { label: '41–60 km/h', value: 7200 }, { label: '61–80 km/h', value: 10800 }, { label: '81–90 km/h', value: 7200 }, { label: '90 km/h 以上', value: 7200 }],
      rpm: [{ label: '800 以下', value: 1800 }, { label: '801–1200', value: 1800 }, { label: '1201–1600', value: 0 }, { label: '1601–2000', value: 0 }, { label: '2000 以上', value: 0 }],
      idle: [{ label: '怠速', value: 1200 }, { label: '行駛', value: 3600 }],
      pedal: [{ label: '踩油門', value: 100 }, { label: '定速', value: 100 }, { label: '踩煞車', value: 100 }, { label: '滑行', value: 0 }],
      accelerate: [{ label: '輕微', value: 4 }, { label: '中度', value: 2 }, { label: '嚴重', value: 1 }],
      decelerate: [{ label: '輕微', value: 3 }, { label: '中度', value: 0 }, { label: '嚴重', value: 0 }],
      engine: [{ time: T0, rpm: 1500, speed: 62 }, { time: T0 + HOUR, rpm: 900, speed: 20 }, { time: T0 + 2 * HOUR, rpm: 2100, speed: 88 }],
      temperature: [{ time: T0, engineTemp: 85.5 }, { time: T0 + HOUR, engineTemp: 90 }, { time: T0 + 2 * HOUR, engineTemp: 92.5 }],
    },
    ...extra,
  };
}

export const settleDay = (date: string, extra: Partial<SettleDay> = {}): SettleDay => ({
  date, journeyCount: 4, driverCount: 2, ready: true, settled: false, settledAt: null, ...extra,
});
