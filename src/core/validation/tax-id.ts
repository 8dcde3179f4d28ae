/**
 * The checksum of a Taiwanese business number (統一編號): digits times 1,2,1,2,1,2,4,1, the digits
 * of each product summed; the total must divide by 5 (the 2023 rule, which accepts every number the
 * older divide-by-10 rule did). When the seventh digit is 7 its product 28 may count as 1 or 0, so
 * the total plus one is accepted too. The server checks it on registration and on enterprise
 * edits; the register form checks it too so a typo is caught before the round trip.
 */
const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

export function isValidTaxId(taxId: string): boolean {
  if (!/^[0-9]{8}$/.test(taxId)) return false;
  const digits = [...taxId].map(Number);
  const sum = digits.reduce((acc, d, i) => {
    const p = d * WEIGHTS[i];
    return acc + Math.floor(p / 10) + (p % 10);
  }, 0);
  return sum % 5 === 0 || (digits[6] === 7 && (sum + 1) % 5 === 0);
}
