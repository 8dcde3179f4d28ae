import { describe, expect, it } from 'vitest';
import { matchPage, PAGES, pathOf, type PageId } from '../../../src/core/pages';
import { titleOf } from '../../../src/core/pages/details';

describe('pathOf: every link names a page of the manifest', () => {
  it('fills and encodes the parameters', () => {
    expect(pathOf('historyJourneys', { carUid: 'car 1/x' })).toBe('/history/journey/car%201%2Fx');
    expect(pathOf('historyReplay', { carUid: 'c1', journeyCode: 'J-9' })).toBe('/history/journey/c1/location/J-9');
    expect(pathOf('scheduleEdit', { uid: 's1' })).toBe('/task/edit/schedule/s1');
    expect(pathOf('taskSingle', { uid: 't1' })).toBe('/task/single/t1');
  });

  it('leaves an optional parameter out when it is missing or empty', () => {
    expect(pathOf('fenceEdit')).toBe('/fence/edit');
    expect(pathOf('eventOne', { carUid: '' })).toBe('/event/one');
    expect(pathOf('historyReplay', { carUid: 'c1' })).toBe('/history/journey/c1/location');
    expect(pathOf('signIn')).toBe('/');
  });

  it('is typed: a wrong page id or a missing parameter does not compile', () => {
    // @ts-expect-error no such page
    expect(() => pathOf('historyJourney', { carUid: 'c' })).toThrow();
    // @ts-expect-error carUid is required
    expect(pathOf('historyJourneys')).toBe('/history/journey/');
    // @ts-expect-error the page takes no uid
    expect(pathOf('fence', { uid: 'x' })).toBe('/fence');
  });

  it('builds a path every page of the manifest matches back to itself', () => {
    for (const page of PAGES) {
      const params = Object.fromEntries([...page.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, `v-${name}`]));
      const path = (pathOf as (id: PageId, params: Record<string, string>) => string)(page.id, params);
      expect(matchPage(path), page.id).toEqual({ id: page.id, params });
    }
  });
});

describe('matchPage: the one matcher of the console', () => {
  const cases: Array<[string, ReturnType<typeof matchPage>]> = [
    ['/task/management', { id: 'taskManagement', params: {} }],
    ['/task/edit', { id: 'taskEditNew', params: {} }],
    ['/task/edit/t-1', { id: 'taskEdit', params: { uid: 't-1' } }],
    ['/task/edit/schedule', { id: 'taskSchedules', params: {} }],
    ['/task/edit/schedule/', { id: 'taskSchedules', params: {} }],
    ['/task/edit/schedule/s%201', { id: 'scheduleEdit', params: { uid: 's 1' } }],
    ['/task/edit/schedules-x', { id: 'taskEdit', params: { uid: 'schedules-x' } }],
    ['/task/add/schedule/', { id: 'scheduleAdd', params: {} }],
    ['/event/one', { id: 'eventOne', params: {} }],
    ['/event/one/c%2F1', { id: 'eventOne', params: { carUid: 'c/1' } }],
    ['/history/journey/c1', { id: 'historyJourneys', params: { carUid: 'c1' } }],
    ['/history/journey/c1/location', { id: 'historyReplay', params: { carUid: 'c1' } }],
    ['/history/journey/location/J1', { id: 'historyReplay', params: { journeyCode: 'J1' } }],
    ['/maintenance/review', { id: 'maintenanceReview', params: {} }],
    ['/fence/edit/f1', { id: 'fenceEdit', params: { uid: 'f1' } }],
    ['/maintenanceV2/', { id: 'maintenanceV2', params: {} }],
    ['/maintenanceV2/data', { id: 'maintenanceV2Data', params: {} }],
    ['/maintenanceV2/reservationData/r%201/', { id: 'maintenanceReservation', params: { uid: 'r 1' } }],
    ['/maintenanceV2/orderData/o%209%2Fx', { id: 'maintenanceOrders', params: { uid: 'o 9/x' } }],
    ['/maintenanceV2/dataX', null],
    ['/nowhere', null],
  ];
  for (const [path, match] of cases) it(`${path} → ${JSON.stringify(match)}`, () => expect(matchPage(path)).toEqual(match));

  it('narrows the parameters by the page id', () => {
    const match = matchPage('/history/journey/c1/location/J1');
    if (match?.id !== 'historyReplay') throw new Error('not the replay');
    const { carUid, journeyCode }: { carUid?: string; journeyCode?: string } = match.params;
    expect([carUid, journeyCode]).toEqual(['c1', 'J1']);
  });

  it('names each page once, by its title', () => {
    expect(titleOf('historyJourneys')).toBe('行程列表');
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
  });
});
