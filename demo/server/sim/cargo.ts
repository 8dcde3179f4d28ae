import { hashSeed } from './rng';

/**
 * What a reefer carries, its set point and the range its cargo must stay in (°C). One truck's kind
 * is a pure function of its uid, so the live simulator, the seeded history and the device page
 * agree on it: a chilled truck's history never ends in a frozen reading (issue 10, item 20).
 */
export const CARGO = {
  frozen: { setpoint: -18, min: -25, max: -15 },
  chilled: { setpoint: 4, min: 0, max: 7 },
} as const;

export type CargoKind = keyof typeof CARGO;

export function cargoOf(truckUid: string): CargoKind {
  return hashSeed(truckUid, 'cargo') % 2 === 0 ? 'frozen' : 'chilled';
}
