import { expect } from '@esm-bundle/chai';
// First, as a partner page sets it before the element scripts.
import { partnerAccessToken, providerCalls } from './token-config';
import '../../../src/elements/fleet/car-list/car-list.element';
import '../../../src/elements/chrome/notification-bell/notification-bell.element';
import { cars } from '../../../src/core/api/contract/cars';
import { fleet } from '../fleet/car-list/car-fixtures';
import { mount, text, waitFor } from '../helpers';

/**
 * Issue 23, 1 and 6: `window.__FMS_CONFIG__.tokenProvider` signs the elements in before their first
 * call, `fmsConsole.ready` resolves once the session is in place, and a provider that fails logs
 * one named error and the elements say the session ended.
 */
describe('window.__FMS_CONFIG__.tokenProvider and fmsConsole.ready', function () {
  this.timeout(20_000);
  const api = fleet(2);

  it('the first bundle asks the provider once for the page; the first call carries its token', async () => {
    const el = mount('fms-car-list');
    const fms = await window.fmsConsole!.ready;
    expect(fms).to.equal(window.fmsConsole);
    await waitFor(() => el.shadowRoot!.querySelectorAll('tbody tr strong').length === 2, 'the cars');
    // Two element modules, one bundle in this test page: one answer shared.
    expect(providerCalls).to.deep.equal(['asked']);
    expect(api.calls.length).to.be.greaterThan(0);
    for (const call of api.calls) expect(call.headers.Authorization).to.equal(`Bearer ${partnerAccessToken}`);
    expect(api.callsTo(cars.list).length).to.equal(1);
  });

  it('a provider that fails logs token-provider-failed once and the elements say the session ended', async () => {
    const errors: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      const el = document.querySelector('fms-car-list') ?? mount('fms-car-list');
      const failing = () => Promise.reject(new Error('partner backend down'));
      expect(await window.fmsConsole!.provideTokens(failing)).to.equal(false);
      expect(await window.fmsConsole!.provideTokens(failing)).to.equal(false);
      await waitFor(() => text(el).includes('登入已逾時，請重新登入。'), 'the ended notice');
      expect(text(el)).to.not.contain('KEA-');
      const named = errors.filter((e) => e.startsWith('[fms] token-provider-failed:'));
      expect(named).to.deep.equal(['[fms] token-provider-failed: token 提供函式發生錯誤：partner backend down。 請讓它從您的後端回傳 {accessToken, idToken}（見 README「Embedding elements」）；在那之前，元素顯示登入已逾時。']);
    } finally {
      console.error = originalError;
    }
  });
});
