import type { Fence } from '../../../../src/core/api/contract/fence';

/** Fence n of the fake enterprise: odd ones are circles, even ones polygons. */
export function fenceRow(n: number): Fence {
  return {
    uid: `fen-${n}`,
    name: `圍籬 ${n}`,
    iconType: n % 2 ? 'harbor' : 'parking',
    shape: n % 2
      ? { type: 'circle', center: { lat: 25.1 + n / 100, lng: 121.7 }, radius: 1500 }
      : { type: 'polygon', points: [{ lat: 25.05, lng: 121.5 }, { lat: 25.05, lng: 121.52 }, { lat: 25.03, lng: 121.52 }, { lat: 25.03, lng: 121.5 }] },
    triggers: { enter: true, leave: n % 2 === 1, delayedEnterMinutes: n === 3 ? 90 : null, delayedLeaveMinutes: null },
    message: '車輛進出',
    options: { notify: true, carUids: [], speedLimit: null },
    createdAt: 1_760_000_000_000 - n * 60_000,
    updatedAt: 1_760_000_000_000 - n * 60_000,
  };
}
