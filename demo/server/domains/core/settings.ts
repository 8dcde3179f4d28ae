import { DEFAULT_ENTERPRISE_SETTINGS, type EnterpriseSettings } from '../../../../src/core/api/contract/enterprise';
import { badInput } from '../../http/errors';


type Section = keyof EnterpriseSettings;
const SECTIONS = Object.keys(DEFAULT_ENTERPRISE_SETTINGS) as Section[];

/** Stored settings over the defaults, section by section; unknown stored keys are dropped. */
export function effectiveSettings(stored: Partial<EnterpriseSettings> | null | undefined): EnterpriseSettings {
  const out = structuredClone(DEFAULT_ENTERPRISE_SETTINGS);
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
