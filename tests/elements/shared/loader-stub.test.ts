import { expect } from '@esm-bundle/chai';
// First: the loader's window.fmsConsole and the page's early provideTokens, before any bundle.
import { early, stub } from './loader-stub';
import '../../../src/elements/fleet/car-list/car-list.element';
import { cars } from '../../../src/core/api/contract/cars';
import { fleet } from '../fleet/car-list/car-fixtures';
import { mount, waitFor } from '../helpers';

/** Issue 23, 1: provideTokens right after the loader's tag signs in the elements of the bundles to come. */
describe('window.fmsConsole from the loader on', function () {
  this.timeout(20_000);

  it('the first bundle takes the early provider and its place; ready and the early call resolve', async () => {
    const api = fleet(1);
    expect(window.fmsConsole).to.not.equal(stub);
    expect(await early).to.equal(true);
    expect(await stub.ready).to.equal(window.fmsConsole);
    const el = mount('fms-car-list');
    await waitFor(() => el.shadowRoot!.querySelectorAll('tbody tr strong').length === 1, 'the car');
    expect(api.callsTo(cars.list)[0].headers.Authorization).to.match(/^Bearer ey/);
    // A call kept from before goes to the full object now.
    expect(stub.setSessionTokens({ accessToken: 'not a token' })).to.equal(false);
  });
});
