import { hashSeed } from './rng';

/**
 * What a reefer carries and the set point its unit holds (°C). One truck's kind is a pure function
 * of its uid, so the live simulator, the seeded history and the device page agree on it: a chilled
 * truck's history never ends in a frozen reading (issue 10, item 20). The range a cargo must stay
 * in is the enterprise's parameter (page /setting, coldChain), not the simulator's.
 */
export const CARGO = {
  frozen: { setpoint: -18 },
  chilled: { setpoint: 4 },
} as const;

export type CargoKind = keyof typeof CARGO;

export function cargoOf(truckUid: string): CargoKind {
  return hashSeed(truckUid, 'cargo') % 2 === 0 ? 'frozen' : 'chilled';
}
