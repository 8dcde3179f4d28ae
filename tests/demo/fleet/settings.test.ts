import { describe, expect, it } from 'vitest';
import { DEFAULT_ENTERPRISE_SETTINGS } from '../../../src/core/api/contract/enterprise';
import { effectiveSettings } from '../../../demo/server/domains/core/settings';

// The business-number (統一編號) checksum the registration checks is tested with the rule itself,
// in tests/core/validation/tax-id.test.ts.
describe('settings rules (spec 2.11, 5)', () => {
  it('stored settings override the defaults section by section', () => {
    const s = effectiveSettings({ speeding: { limitKmh: 80, durationSeconds: 5 } });
    expect(s.speeding.limitKmh).toBe(80);
    expect(s.idle).toEqual(DEFAULT_ENTERPRISE_SETTINGS.idle);
    expect(effectiveSettings(null)).toEqual(DEFAULT_ENTERPRISE_SETTINGS);
  });
});
