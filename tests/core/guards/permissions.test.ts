import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, MENU_GROUPS, permissionForPath } from '../../../src/core/guards/permissions';

describe('page permission by first matching prefix (spec 6)', () => {
  it.each([
    ['/monitor', 'P_P01'],
    ['/externalDevice/detail', 'P_P01'],
    ['/realTime', 'P_P02'],
    ['/voiceMessage', 'P_P20'],
    ['/history', 'P_P03'],
    ['/videoHistory', 'P_P04'],
    ['/task', 'P_P13'],
    ['/event', 'P_P05'],
    ['/maintenance', 'P_P39'],
    ['/enterprise', 'P_P10'],
    ['/carManagement', 'P_P06'],
    ['/userManagement', 'P_P07'],
    ['/driver', 'P_P12'],
    ['/fence', 'P_P08'],
    ['/setting', 'P_P09'],
    ['/customize', 'P_P18'],
    ['/log', 'P_P19'],
    ['/notice', 'P_P17'],
    ['/user', 'P_P36'],
    ['/serviceManagement', 'P_P44'],
    ['/serviceOrder', 'P_P45'],
  ])('spec 6: the prefix %s needs %s', (path, code) => {
    expect(permissionForPath(path)).toBe(code);
  });

  it.each([
    ['/maintenanceCycle', 'P_P39'],
    ['/maintenanceV2', 'P_P39'],
    ['/maintenanceV2/orderData/7', 'P_P39'],
    ['/task/edit/schedule/42', 'P_P13'],
    ['/externalDevice/detail/9', 'P_P01'],
    ['/history/journey/c-1/location/j-1', 'P_P03'],
  ])('spec 6: the deeper path %s falls under its prefix and needs %s', (path, code) => {
    expect(permissionForPath(path)).toBe(code);
  });

  it.each(['/journeyManagement', '/noAuth', '/construction', '/'])('spec 6: %s matches no prefix and gets the empty code', (path) => {
    expect(permissionForPath(path)).toBe('');
  });
});

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

  it.each(Object.entries(MENU_GROUPS))('spec 6: the %s menu heading shows for a holder of its first code', (_, group) => {
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
