import { expect } from '@esm-bundle/chai';
import type { PageCheckState } from '../../../../src/core/guards';
import { ROUTE_PATTERNS } from '../../../../src/core/navigation';
import { APP_NAMES, routeView } from '../../../../src/apps/root/routes';
import { viewFor } from '../../../../src/apps/root/view';

const check = (path: string, outcome: PageCheckState['outcome'] = { kind: 'allow' }): PageCheckState => ({ location: { path, query: {} }, outcome });

describe('root: the route layout', () => {
  it('spec 2.1: every route of the route list has a layout and an application', () => {
    expect(ROUTE_PATTERNS.filter((pattern) => !routeView(pattern.replace(/\/:[A-Za-z]+\??/g, '/x')))).to.deep.equal([]);
    expect(ROUTE_PATTERNS.length).to.be.greaterThan(90);
  });

  it('the root registers each application the manifest names once, the status and construction pages among them', () => {
    expect(new Set(APP_NAMES).size).to.equal(APP_NAMES.length);
    expect(APP_NAMES).to.include.members(['sign-in', 'status', 'construction', 'page', 'monitor']);
  });

  const cases: Array<[string, string, string]> = [
    ['/', 'sign-in', 'sign-in'],
    ['/forgetPassword', 'sign-in', 'page'],
    ['/register/step2', 'sign-in', 'page'],
    ['/appPrivacy', 'ops', 'page'],
    ['/monitor', 'default', 'monitor'],
    ['/notice', 'default', 'page'],
    ['/user', 'default', 'page'],
    ['/task/edit/schedule/t-1', 'default', 'page'],
    ['/history/journey/car-1/location/j-2', 'ops-sidebar', 'page'],
    ['/history/journey/car-1', 'ops-sidebar', 'page'],
    ['/serviceManagement/app/step3', 'mobile', 'page'],
    ['/serviceOrder/app/history', 'mobile', 'page'],
    ['/dvrForApp', 'mobile', 'dvr-app'],
    ['/task/edit/schedule', 'default', 'page'],
    ['/task/preview/schedule', 'default', 'page'],
    ['/fence/edit', 'ops-sidebar', 'page'],
    ['/fence/edit/fen-1', 'ops-sidebar', 'page'],
    ['/fence', 'default', 'page'],
    ['/maintenanceV2/orderData/o-1', 'default', 'page'],
    ['/maintenanceV2/reservationData', 'default', 'page'],
    ['/externalDevice/detail/d-1', 'default', 'page'],
  ];
  for (const [path, layout, app] of cases) {
    it(`spec 2.3: ${path} → ${layout} layout, ${app}`, () => expect(routeView(path)).to.deep.equal({ layout, app }));
  }

  it('spec 2.1: an unknown path has no route', () => expect(routeView('/nowhere')).to.equal(null));
});

describe('root: the view of a checked page', () => {
  it('spec 4: maintenance shows the status page in the sign-in layout', () => {
    expect(viewFor(check('/monitor', { kind: 'maintenance' }))).to.deep.equal({ layout: 'sign-in', app: 'status', path: '/monitor', status: 'maintenance' });
  });

  it('spec 8: not found and the 500 error show the status page', () => {
    expect(viewFor(check('/x', { kind: 'notFound' }))!.status).to.equal('notFound');
    expect(viewFor(check('/x', { kind: 'error', status: 500, message: 'Unknown middleware x' }))!.status).to.equal('error');
  });

  it('spec 6: /noAuth shows the status page inside the default layout', () => {
    expect(viewFor(check('/noAuth'))).to.deep.equal({ layout: 'default', app: 'status', path: '/noAuth', status: 'noAuth' });
  });

  it('a redirect under way shows nothing new', () => {
    expect(viewFor(check('/monitor', { kind: 'redirect', to: '/', resetSession: true }))).to.equal(null);
    expect(viewFor(null)).to.equal(null);
  });
});
