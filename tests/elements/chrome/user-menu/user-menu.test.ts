import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/elements/chrome/user-menu/user-menu.element';
import { configure } from '../../../../src/core/config';
import { $location, markInConsole } from '../../../../src/core/navigation';
import { $session } from '../../../../src/core/session';
import { menuFocusIndex } from '../../../../src/elements/chrome/user-menu/menu-keys';
import { deepActiveElement } from '../../../../src/elements/shared/ui/dom';
import { fakeApi, reply } from '../../fake-api';
import { signInUser, signOutUser } from '../../session-kit';
import { auth } from '../../../../src/core/api/contract/auth';
import { mount, waitFor } from '../../helpers';

const button = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('.user-menu-button')!;
const items = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitem"]'));

async function mountMenu(codes: string[]) {
  signInUser(codes);
  const el = mount('fms-user-menu');
  await waitFor(() => el.shadowRoot?.querySelector('.user-menu-button'), 'the menu button');
  return el;
}

afterEach(() => {
  markInConsole(false);
  document.body.innerHTML = '';
  signOutUser();
});

describe('fms-user-menu', () => {
  it('spec 2.5: the menu button is labelled with zhName and announces a menu', async () => {
    const el = await mountMenu(['P_P36']);
    expect(button(el).textContent).to.contain('王大明');
    expect(button(el).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('spec 2.7: with P_P36 the menu has my account, the manual, terms, customer service and sign-out, then version and copyright', async () => {
    configure({ manualUrl: '/docs/manual.pdf', customerServiceUrl: 'https://line.me/R/ti/p/@fleet-console', appVersion: '1.0.0' });
    const el = await mountMenu(['P_P36']);
    button(el).click();
    await waitFor(() => deepActiveElement() === items(el)[0], 'focus on the first item');
    expect(items(el).map((i) => i.textContent)).to.deep.equal([
      '我的帳號', '功能說明 / Q&A（另開新分頁）', '服務條款', '加入官方客服：簡易客服與訊息查詢（另開新分頁）', '登出',
    ]);
    const [account, manual, terms, support] = items(el) as HTMLAnchorElement[];
    expect([account.getAttribute('href'), terms.getAttribute('href')]).to.deep.equal(['/user', '/serviceTerm']);
    expect([manual.getAttribute('href'), manual.target]).to.deep.equal(['/docs/manual.pdf', '_blank']);
    expect([support.getAttribute('href'), support.target]).to.deep.equal(['https://line.me/R/ti/p/@fleet-console', '_blank']);
    const meta = el.shadowRoot!.querySelector('.user-menu-meta')!.textContent;
    expect(meta).to.contain('版本 1.0.0');
    expect(meta).to.match(/Copyright © 2021 .+\. All rights reserved\./);
  });

  it('spec 2.7: without P_P36 there is no my-account and no manual', async () => {
    const el = await mountMenu(['P_P01']);
    expect(items(el).map((i) => i.textContent)).to.deep.equal(['服務條款', '加入官方客服：簡易客服與訊息查詢（另開新分頁）', '登出']);
  });

  it('keyboard: arrows wrap, Home and End jump, Escape closes and returns focus to the button', async () => {
    const el = await mountMenu(['P_P36']);
    button(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => deepActiveElement() === items(el)[0], 'the first item');
    await sendKeys({ press: 'ArrowUp' });
    expect(deepActiveElement()).to.equal(items(el)[4]);
    await sendKeys({ press: 'ArrowDown' });
    expect(deepActiveElement()).to.equal(items(el)[0]);
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).to.equal(items(el)[4]);
    await sendKeys({ press: 'Home' });
    expect(deepActiveElement()).to.equal(items(el)[0]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => button(el).getAttribute('aria-expanded') === 'false', 'closed');
    expect(deepActiveElement()).to.equal(button(el));
  });

  it('menuFocusIndex: arrows wrap from either end and other keys do not move', () => {
    expect([menuFocusIndex('ArrowDown', 4, 5), menuFocusIndex('ArrowUp', 0, 5), menuFocusIndex('ArrowUp', -1, 5)]).to.deep.equal([0, 4, 4]);
    expect(menuFocusIndex('a', 1, 5)).to.equal(null);
  });

  it('issue 9: embedded, 登出 signs out and asks the host with navrequest {path: /}; the URL stays', async () => {
    fakeApi().on(auth.signOut, () => reply({ status: 0, data: {} })).otherwise(() => null);
    window.history.replaceState(null, '', '/partner/page');
    const el = await mountMenu(['P_P36']);
    const requests: unknown[] = [];
    el.addEventListener('navrequest', (e) => requests.push((e as CustomEvent).detail));
    button(el).click();
    await waitFor(() => items(el).length === 5, 'the items');
    items(el)[4].click();
    await waitFor(() => requests.length === 1, 'the navrequest');
    expect(requests).to.deep.equal([{ path: '/' }]);
    expect(window.location.pathname).to.equal('/partner/page');
  });

  it('spec 2.5, 4: 登出 signs out, emits sessionend and goes to /', async () => {
    markInConsole();
    const server = fakeApi().on(auth.signOut, () => reply({ status: 0, data: {} })).otherwise(() => null);
    window.history.replaceState(null, '', '/monitor');
    const el = await mountMenu(['P_P36']);
    const ended: unknown[] = [];
    el.addEventListener('sessionend', (e) => ended.push((e as CustomEvent).detail));
    button(el).click();
    await waitFor(() => items(el).length === 5, 'the items');
    items(el)[4].click();
    await waitFor(() => ended.length === 1 && $location.get().path === '/', 'the sign-out and the move to /');
    expect(window.location.pathname).to.equal('/');
    expect(server.calls.map((c) => c.path)).to.include('auth/v0/sign-out');
    expect($session.get().accessToken).to.equal('');
    expect(ended).to.deep.equal([{ reason: 'signOut' }]);
  });
});
