import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission } from '../../../src/core/guards/permissions';
import { MENU_GROUPS } from '../../../src/core/pages/menu-groups';

describe('group check (spec 6)', () => {
  it.each([
    ['an empty group passes for anyone', [], ['P_P01'], true],
    ['an empty group passes with no codes at all', [], undefined, true],
    ['a group passes when the user holds any code of it', ['P_P03', 'P_P04'], ['P_P04'], true],
    ['a group fails when the user holds none of it', ['P_P03', 'P_P04'], ['P_P01'], false],
    ['a non-empty group fails without codes', ['P_P03'], undefined, false],
  ] as const)('spec 6: %s', (_, group, codes, passes) => {
    expect(hasAnyPermission(codes, group)).toBe(passes);
  });

  it.each(Object.entries(MENU_GROUPS))('spec 6: the %s menu heading shows for a holder of its first code', (_, group: readonly string[]) => {
    expect(hasAnyPermission([group[0]], group)).toBe(true);
  });
});

describe('single-code check (spec 6)', () => {
  it.each([
    ['passes when no list is given', undefined, 'P_P01', true],
    ['passes when the list holds the code', ['P_P01', 'P_P05'], 'P_P05', true],
    ['fails when the list lacks the code', ['P_P01'], 'P_P05', false],
    ['fails for the empty code of an unmatched path', ['P_P01'], '', false],
  ] as const)('spec 6: a single-code check %s', (_, codes, code, passes) => {
    expect(hasPermission(codes, code)).toBe(passes);
  });
});
