import { expect } from '@esm-bundle/chai';
import '../../../src/elements/fleet/car-list/car-list.element';
import '../../../src/elements/live/dtc-advice/dtc-advice.element';
import { cars } from '../../../src/core/api/contract/cars';
import { announceSessionExpired } from '../../../src/core/session/host-tokens';
import { resetSession } from '../../../src/core/session/persist';
import { markInConsole } from '../../../src/core/navigation';
import { gateTiming } from '../../../src/elements/shared/session-gate';
import { fleet } from '../fleet/car-list/car-fixtures';
import { mount, text, waitFor } from '../helpers';
import { signInUser, signOutUser } from '../session-kit';
import { resetPage } from './account/form-kit';

/**
 * Issue 23, 1 and 6: on a partner page (no console root) an element that needs a session asks
 * nothing before it has one, shows a wait instead, loads when the tokens arrive and again when
 * another user or enterprise signs in, and after `sessionend` {reason: 'expired'} says the session
 * ended instead of showing what it showed.
 */
const WAITING = '等待登入，登入後即顯示內容。';
const ENDED = '登入已逾時，請重新登入。';
const rowCount = (el: Element) => el.shadowRoot!.querySelectorAll('tbody tr strong').length;
const errors: string[] = [];
const originalError = console.error;

before(() => {
  gateTiming.missingProviderAfterLoadMs = 0;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    originalError(...args);
  };
});
after(() => {
  console.error = originalError;
});
afterEach(() => {
  resetPage();
  signOutUser();
  markInConsole(false);
});

describe('the session gate of embedded elements', function () {
  this.timeout(20_000);

  it('waits without a call while the page has no session, then loads with the tokens that arrive', async () => {
    const api = fleet(3);
    const el = mount('fms-car-list');
    await waitFor(() => text(el).includes(WAITING), 'the wait');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal(WAITING);
    // The page gave nothing once loaded: one named error says how to give tokens.
    await waitFor(() => errors.some((e) => e.startsWith('[fms] token-provider-missing: <fms-car-list> 等待登入')), 'token-provider-missing');
    expect(api.calls).to.deep.equal([]);

    signInUser(['P_P06'], {}, 'partner-token');
    await waitFor(() => rowCount(el) === 3, 'the cars');
    expect(text(el)).to.not.contain(WAITING);
    expect(api.callsTo(cars.list)[0].headers.Authorization).to.equal('Bearer partner-token');
  });

  it('loads again when another user or enterprise signs in, not when the same user\'s token is renewed', async () => {
    const api = fleet(2);
    signInUser(['P_P06'], { sub: 'u-1', enterprise: { uid: 'e-1', name: '甲物流' } });
    const el = mount('fms-car-list');
    await waitFor(() => rowCount(el) === 2, 'the cars');
    const first = api.callsTo(cars.list).length;

    signInUser(['P_P06'], { sub: 'u-1', enterprise: { uid: 'e-1', name: '甲物流' } }, 'renewed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(cars.list).length).to.equal(first);

    signInUser(['P_P06'], { sub: 'u-2', enterprise: { uid: 'e-2', name: '乙物流' } }, 'other');
    await waitFor(() => api.callsTo(cars.list).length > first, 'a new load');
    expect(api.callsTo(cars.list).at(-1)!.headers.Authorization).to.equal('Bearer other');
    await waitFor(() => rowCount(el) === 2, 'the cars again');
  });

  it('after sessionend {reason: expired} drops the rows and says the session ended, until new tokens come', async () => {
    fleet(2);
    signInUser(['P_P06']);
    const el = mount('fms-car-list');
    await waitFor(() => rowCount(el) === 2, 'the cars');

    resetSession();
    announceSessionExpired();
    await waitFor(() => text(el).includes(ENDED), 'the ended notice');
    expect(rowCount(el)).to.equal(0);
    expect(text(el)).to.not.contain('KEA-');

    signInUser(['P_P06']);
    await waitFor(() => rowCount(el) === 2, 'the cars after new tokens');
    expect(text(el)).to.not.contain(ENDED);
  });

  it('keeps a moved element mounted and gates nothing public or inside the console', async () => {
    const api = fleet(1);
    signInUser(['P_P06']);
    const moved = mount('fms-car-list');
    await waitFor(() => rowCount(moved) === 1, 'the car');
    const calls = api.calls.length;
    document.body.append(document.createElement('section'));
    document.body.lastElementChild!.append(moved);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowCount(moved)).to.equal(1);
    expect(api.calls.length).to.equal(calls);
    signOutUser();

    const advice = mount('fms-dtc-advice', { code: 'P0217', model: 'XZU720' });
    await waitFor(() => advice.shadowRoot?.querySelector('article'), 'the public element without a session');

    markInConsole(true);
    const inConsole = mount('fms-car-list');
    await waitFor(() => inConsole.shadowRoot!.childElementCount > 0, 'the console element');
    expect(text(inConsole)).to.not.contain(WAITING);
  });
});
