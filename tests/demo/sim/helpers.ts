import type { TruckSeed } from '../../../demo/server/sim/index';

export const NOW0 = Date.UTC(2024, 4, 6, 2, 0, 0); // Monday 10:00 in Taipei

const MODELS = ['XZU640', 'FC2AJ7', 'FD2AP7', 'GH8JT8', 'FS1EPS', 'SH1EES'];

export function makeSeeds(n: number, extra: Partial<TruckSeed> = {}): TruckSeed[] {
  return Array.from({ length: n }, (_, i) => ({
    uid: i + 1,
    carNo: `KEA-${1000 + i}`,
    model: MODELS[i % MODELS.length],
    hasDevice: true,
    driverUid: 500 + i,
    ...extra,
  }));
}
