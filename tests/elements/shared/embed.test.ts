import { expect } from '@esm-bundle/chai';
import { version } from '../../../package.json';
import '../../../src/elements/chrome/user-menu/user-menu.element';
import { clearHostTokens } from '../../../src/core/session';
import { signOutUser } from '../session-kit';
import { mount, waitFor } from '../helpers';

const base64url = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: Record<string, unknown>) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.c2ln`;
const exp = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  document.body.innerHTML = '';
  clearHostTokens();
  signOutUser();
});

describe('window.fmsConsole (issue 9)', () => {
  it('is there once an element bundle has loaded, with the event names', () => {
    expect(window.fmsConsole).to.not.equal(undefined);
    expect(window.fmsConsole!.events).to.deep.equal({ navRequest: 'navrequest', sessionEnd: 'sessionend' });
  });

  it('carries the release of the elements, package.json\'s version (issue 23)', () => {
    expect(version).to.match(/^\d+\.\d+\.\d+/);
    expect(window.fmsConsole!.version).to.equal(version);
  });

  it('provideTokens signs the elements in with the provider\'s tokens and writes no cookie', async () => {
    const idToken = jwt({ zhName: '林夥伴', authority: { admin: [] }, enterprise: { name: '夥伴物流' }, settings: { messages: [] } });
    const ok = await window.fmsConsole!.provideTokens(async () => ({ accessToken: jwt({ exp: exp() }), idToken }));
    expect(ok).to.equal(true);
    const el = mount('fms-user-menu');
    await waitFor(() => el.shadowRoot?.querySelector('.user-name')?.textContent === '林夥伴', 'the provided user');
    expect(document.cookie).to.not.contain('accessToken=');
  });

  it('a provider that fails dispatches sessionend {reason: expired} on document', async () => {
    const details: unknown[] = [];
    const listener = (e: Event) => details.push((e as CustomEvent).detail);
    window.addEventListener('sessionend', listener);
    const ok = await window.fmsConsole!.provideTokens(() => Promise.reject(new Error('backend down')));
    window.removeEventListener('sessionend', listener);
    expect(ok).to.equal(false);
    expect(details).to.deep.equal([{ reason: 'expired' }]);
  });
});
