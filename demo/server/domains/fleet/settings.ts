import type { EnterpriseSettings } from '../../../../src/core/api/contract/enterprise';
import { badInput } from '../../http/errors';

/** The parameters an enterprise starts with (page /setting; read by the monitoring simulator). */
export const DEFAULT_SETTINGS: EnterpriseSettings = {
  speeding: { limitKmh: 90, durationSeconds: 10 },
  idle: { alertMinutes: 10 },
  harshDriving: { accelKmhPerSec: 11, decelKmhPerSec: 13 },
  lostContact: { minutes: 15 },
  workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
  map: { center: { lat: 23.7, lng: 120.96 }, zoom: 8 },
  coldChain: { frozen: { minC: -25, maxC: -15 }, chilled: { minC: 0, maxC: 7 }, alertDelayMinutes: 5 },
};

type Section = keyof EnterpriseSettings;
const SECTIONS = Object.keys(DEFAULT_SETTINGS) as Section[];

/** Stored settings over the defaults, section by section; unknown stored keys are dropped. */
export function effectiveSettings(stored: Partial<EnterpriseSettings> | null | undefined): EnterpriseSettings {
  const out = structuredClone(DEFAULT_SETTINGS);
  for (const key of SECTIONS) {
    const part = stored?.[key];
    if (part && typeof part === 'object') Object.assign(out[key], part);
  }
  return out;
}

/** Rules across fields that a schema cannot say; throws a validation error naming the field. */
export function checkSettings(s: EnterpriseSettings): void {
  if (s.workingHours.start >= s.workingHours.end) {
    throw badInput('workingHours.end', '下班時間需晚於上班時間。');
  }
  for (const range of ['frozen', 'chilled'] as const) {
    if (s.coldChain[range].minC >= s.coldChain[range].maxC) {
      throw badInput(`coldChain.${range}.maxC`, '溫度上限需高於下限。');
    }
  }
}
