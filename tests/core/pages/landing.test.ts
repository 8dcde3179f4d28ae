import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../src/core/pages';
import { visibleMenu } from '../../../src/core/pages/main-menu';

describe('where a signed-in user lands (spec 2.2, issue 10)', () => {
  it.each([
    ['a holder of P_P01 lands on /monitor', ['P_P05', 'P_P01'], '/monitor'],
    ['without a code list (spec 6: no list passes) lands on /monitor', undefined, '/monitor'],
    ['a driver (P_P13, P_P36) lands on task management', ['P_P13', 'P_P36'], '/task/management'],
    ['a holder of P_P20 only lands on voice messages, the first item of the first group shown', ['P_P20'], '/voiceMessage'],
    ['a maintenance user (P_P39) lands on the maintenance list', ['P_P39', 'P_P36'], '/maintenanceV2'],
    ['a holder of P_P41 only lands on the unchecked monthly report its heading shows', ['P_P41'], '/event/report'],
    ['a holder of P_P38 only sees 保修週期 but may not open it (P_P39), and lands on /user with P_P36', ['P_P38', 'P_P36'], '/user'],
    ['a user with no menu page but P_P36 lands on my account', ['P_P36'], '/user'],
    ['a user who may open nothing lands on /noAuth', [], '/noAuth'],
    ['a holder of P_P38 only lands on /noAuth: the maintenance-cycle page needs P_P39', ['P_P38'], '/noAuth'],
  ] as const)('%s', (_, codes, path) => {
    expect(landingPath(codes)).toBe(path);
  });
});

describe('the main navigation a user sees (spec 2.4, 6)', () => {
  it('spec 6: a heading shows for any code of its group even when none of its items does (P_P15, P_P41)', () => {
    expect(visibleMenu(['P_P15', 'P_P41'])).toEqual([
      { key: 'task', label: '任務派遣', items: [] },
      { key: 'analysis', label: '數據中心', items: [{ path: '/event/report', label: '月營運報表', code: null }] },
    ]);
  });

  it('spec 2.4: the maintenance-cycle item shows for P_P38, under the 保修系統 heading', () => {
    expect(visibleMenu(['P_P38'])).toEqual([
      { key: 'maintain', label: '保修系統', items: [{ path: '/maintenanceCycle', label: '保修週期', code: 'P_P38' }] },
    ]);
  });
});
