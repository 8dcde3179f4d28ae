/** A tiny built-in DTC picker, used until the real dictionaries (spec §3) are plugged in. */
import type { DtcPick, PickDtc } from './types';

const SAMPLE: readonly DtcPick[] = [
  { code: 'P0217', level: 'A' }, // 引擎冷卻液溫度過高
  { code: 'P0524', level: 'A' }, // 機油壓力過低
  { code: 'U0100', level: 'B' }, // 與引擎控制模組通訊中斷
  { code: 'P0101', level: 'C' }, // 空氣流量計範圍/性能
  { code: 'C1401', level: 'C' },
  { code: 'P2463', level: 'C' }, // DPF 積碳
  { code: 'B2799', level: 'F' },
  { code: 'P0541', level: 'F' },
];

/** Picks a sample code, weighted toward the milder levels; ignores the model. */
export const defaultPickDtc: PickDtc = (_model, rng) => {
  const r = rng();
  // A 10%, B 15%, C 45%, F 30%
  const pool = r < 0.1 ? SAMPLE.slice(0, 2) : r < 0.25 ? SAMPLE.slice(2, 3) : r < 0.7 ? SAMPLE.slice(3, 6) : SAMPLE.slice(6);
  return pool[Math.floor(rng() * pool.length)];
};
