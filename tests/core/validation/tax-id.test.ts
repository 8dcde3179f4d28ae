import { describe, expect, it } from 'vitest';
import { isValidTaxId } from '../../../src/core/validation';

describe('the tax-id (統一編號) checksum (spec 2.11)', () => {
  it.each([
    ['22099131', true],
    ['04595257', true],
    ['12345678', false],
    ['2209913', false],
    ['2209913A', false],
  ])('the business number %s is valid: %s', (taxId, valid) => {
    expect(isValidTaxId(taxId)).toBe(valid);
  });

  it('accepts numbers whose weighted digit sum divides by 5', () => {
    for (const id of ['04595257', '12345675', '22099131']) expect(isValidTaxId(id), id).toBe(true);
  });

  it('a seventh digit 7 also accepts the total plus one', () => {
    // 1,0,0,0,0,0,7,3: products 1,0,0,0,0,0,28,3 → 1+10+3 = 14; 14 + 1 = 15 divides by 5.
    expect(isValidTaxId('10000073')).toBe(true);
  });

  it('refuses a wrong checksum, letters and other lengths', () => {
    for (const id of ['24567891', '12345678', '1234567', '123456789', 'A2345675', '']) expect(isValidTaxId(id), id).toBe(false);
  });
});
