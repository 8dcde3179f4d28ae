import { describe, expect, it } from 'vitest';
import { isValidTaxId } from '../../../demo/server/domains/fleet/tax-id';
import { DEFAULT_SETTINGS, effectiveSettings } from '../../../demo/server/domains/fleet/settings';

describe('registration and settings rules (spec 2.11, 5)', () => {
  it.each([
    ['22099131', true],
    ['04595257', true],
    ['12345678', false],
    ['2209913', false],
    ['2209913A', false],
  ])('the business number %s is valid: %s', (taxId, valid) => {
    expect(isValidTaxId(taxId)).toBe(valid);
  });

  it('a seventh digit 7 also accepts the total plus one', () => {
    // 1,0,0,0,0,0,7,3: products 1,0,0,0,0,0,28,3 → 1+10+3 = 14; 14 + 1 = 15 divides by 5.
    expect(isValidTaxId('10000073')).toBe(true);
  });

  it('stored settings override the defaults section by section', () => {
    const s = effectiveSettings({ speeding: { limitKmh: 80, durationSeconds: 5 } });
    expect(s.speeding.limitKmh).toBe(80);
    expect(s.idle).toEqual(DEFAULT_SETTINGS.idle);
    expect(effectiveSettings(null)).toEqual(DEFAULT_SETTINGS);
  });
});
