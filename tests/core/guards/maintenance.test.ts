import { describe, expect, it } from 'vitest';
import { isBypass, isMaintenance, MAINTENANCE_TYPE } from '../../../src/core/guards/maintenance';
import { configure } from '../../../src/core/config/store';

describe('maintenance mode (spec 4 System maintenance mode)', () => {
  it('spec 9: the maintenance bulletin type is 系統維護', () => {
    expect(MAINTENANCE_TYPE).toBe('系統維護');
  });

  it.each([
    ['a bulletin of type 系統維護', [{ bulletinType: '系統維護' }], true],
    ['a type that contains the phrase', [{ bulletinType: '一般公告' }, { bulletinType: '緊急系統維護通知' }], true],
    ['only other types', [{ bulletinType: '一般公告' }], false],
    ['no bulletins', [], false],
    ['a bulletin without a type', [{}], false],
  ])('spec 4: maintenance is on for %s: %s', (_, bulletins, on) => {
    expect(isMaintenance(bulletins)).toBe(on);
  });

  it('spec 8: an answer without a list turns maintenance off', () => {
    expect(isMaintenance(undefined)).toBe(false);
  });

  it('spec 9: the bypass passes only with the exact constant', () => {
    expect([isBypass('k-1', 'k-1'), isBypass('k-2', 'k-1'), isBypass(undefined, 'k-1')]).toEqual([true, false, false]);
  });

  it('spec 9: an empty bypass constant never matches', () => {
    expect(isBypass('', '')).toBe(false);
  });

  it('spec 9: the bypass constant comes from the console config', () => {
    configure({ maintenanceBypass: 'deploy-secret' });
    expect(isBypass('deploy-secret')).toBe(true);
  });
});
