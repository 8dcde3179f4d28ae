import { expect } from '@esm-bundle/chai';
import { isValidTaxId } from '../../../src/elements/register/tax-id';

describe('register: the tax-id (統一編號) checksum, as the server checks it', () => {
  it('accepts numbers whose weighted digit sum divides by 5', () => {
    for (const id of ['04595257', '12345675', '22099131']) expect(isValidTaxId(id), id).to.equal(true);
  });

  it('accepts the seventh-digit-7 case with the sum plus one', () => {
    // 1·1 + 0·2 + 0·1 + 0·2 + 0·1 + 0·2 + 7·4=28→10 + d: with d=3 the sum is 14, and 14+1 divides by 5.
    expect(isValidTaxId('10000073')).to.equal(true);
  });

  it('refuses a wrong checksum, letters and other lengths', () => {
    for (const id of ['24567891', '12345678', '1234567', '123456789', 'A2345675', '']) expect(isValidTaxId(id), id).to.equal(false);
  });
});
