import { describe, expect, it } from 'vitest';
import { isAccountName, isEmail, isMobile } from '../../../src/core/validation';

describe('contact formats of the contract', () => {
  it.each([['0912345678', true], ['091234567', false], ['0812345678', false], ['09123456789', false]])('mobile %s is %s', (value, ok) => {
    expect(isMobile(value)).toBe(ok);
  });
  it.each([['a@b.tw', true], ['a@b', false], ['a b@c.tw', false], [`${'a'.repeat(96)}@b.tw`, false]])('e-mail %s is %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
  it.each([['abcd', true], ['abc', false], ['demo-admin_2.x', true], ['王小明', false], ['a'.repeat(33), false]])('account %s is %s', (value, ok) => {
    expect(isAccountName(value)).toBe(ok);
  });
});
