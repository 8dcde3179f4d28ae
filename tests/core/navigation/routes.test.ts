import { describe, expect, it } from 'vitest';
import { isKnownPath, matchRoute } from '../../../src/core/navigation/routes';

describe('route list (spec 2.1)', () => {
  it.each([
    '/', '/monitor', '/serviceOrder/app/paymentAccount', '/task/preview/schedule', '/maintenanceV2/data',
    '/verifyOTP', '/register/result', '/journeyManagement',
  ])('spec 2.1: %s is a page', (path) => {
    expect(isKnownPath(path)).toBe(true);
  });

  it.each([
    ['/task/edit/schedule/42', { uid: '42' }],
    ['/driver/performance', {}],
    ['/driver/performance/9', { uid: '9' }],
    ['/history/journey/c-1/location/j-2', { carUid: 'c-1', journeyCode: 'j-2' }],
    ['/history/journey/location', { carUid: 'location' }],
    ['/maintenanceV2/reservationData/r%201', { uid: 'r 1' }],
  ])('spec 2.1: %s matches with parameters %j', (path, params) => {
    expect(matchRoute(path)?.params).toEqual(params);
  });

  it.each(['/nope', '/monitor/extra', '/task/edit/schedule/1/2', '/maintenance/data/'.concat('a/b')])(
    'spec 2.1: %s is not a page',
    (path) => {
      expect(isKnownPath(path)).toBe(false);
    },
  );

  it('spec 2.1: a required parameter cannot be left out', () => {
    expect(matchRoute('/history/journey')).toBeNull();
  });
});
