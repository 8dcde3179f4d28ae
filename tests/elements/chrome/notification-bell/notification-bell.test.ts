import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanStores } from 'nanostores';
import '../../../../src/elements/chrome/notification-bell/notification-bell.element';
import { $bell, $bellIcon, resetNotifications } from '../../../../src/core/notifications';
import { deepActiveElement } from '../../../../src/elements/shared/ui/dom';
import { mount, waitFor } from '../../helpers';
import { fakeApi, reply } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { message } from './messages';
import { signInUser, signOutUser } from '../../session-kit';
import { auth } from '../../../../src/core/api/contract/auth';
import { message as messageApi } from '../../../../src/core/api/contract/message';
import { $location, markInConsole, NAV_REQUEST_EVENT } from '../../../../src/core/navigation';
import { configure } from '../../../../src/core/config/store';

const io = fakeSockets();

function bellButton(el: HTMLElement): HTMLButtonElement {
  return el.shadowRoot!.querySelector<HTMLButtonElement>('.bell-button')!;
}

async function mountBell(list: unknown[] = []) {
  const server = fakeApi()
    .on(messageApi.list, () => reply({ status: 0, data: { total: list.length, offset: 0, limit: 6, list } }))
    .on(messageApi.settings, (call) => reply({ status: 0, data: (call.body as { data: unknown }).data }))
    .on(auth.refreshToken, () => reply({ status: 4010001, message: 'refresh not faked' }))
    .otherwise(() => null);
  const el = mount('fms-notification-bell');
  await waitFor(() => el.shadowRoot?.querySelector('.bell-button'), 'the bell button');
  await waitFor(() => server.calls.some((c) => c.path === 'message/v0/list'), 'today\'s list');
  return { el, server };
}

const entries = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.bell-entry'));

beforeEach(() => {
  localStorage.clear();
  signInUser(['P_P17', 'P_P44']);
});

const START = window.location.pathname + window.location.search;

afterEach(() => {
  markInConsole(false);
  window.history.replaceState(null, '', START);
  document.body.innerHTML = '';
  cleanStores($bell, $bellIcon);
  resetNotifications();
  signOutUser();
});

describe('fms-notification-bell', () => {
  it('spec 2.6: with nothing new it is the plain bell, named 通知', async () => {
    const { el } = await mountBell([message(1)]);
    expect(bellButton(el).getAttribute('aria-label')).to.equal('通知');
    expect(el.shadowRoot!.querySelector('.bell-dot')).to.equal(null);
  });

  it('spec 2.6, 4: a live event shows the red dot and says so in the name', async () => {
    const { el } = await mountBell();
    io.emitEvent(message(1));
    await waitFor(() => bellButton(el).getAttribute('aria-label') === '通知（有新通知）', 'the new state');
    expect(el.shadowRoot!.querySelector('.bell-dot')).to.not.equal(null);
  });

  it('issue 9: reflects its icon state in the read-only state attribute and tells the host when it changes', async () => {
    const { el } = await mountBell([message(1)]);
    await waitFor(() => el.getAttribute('state') === 'plain', 'the plain state reflected');
    const changes: string[] = [];
    el.addEventListener('statechange', (event) => changes.push((event as CustomEvent<{ state: string }>).detail.state));
    io.emitEvent(message(2));
    await waitFor(() => el.getAttribute('state') === 'new', 'the new state reflected');
    io.emitEvent(message(3, { includeDtcA: true, title: 'DTC 故障碼' }));
    await waitFor(() => el.getAttribute('state') === 'special', 'the special state reflected');
    bellButton(el).click();
    await waitFor(() => el.getAttribute('state') === 'plain', 'opening clears it');
    expect(changes).to.deep.equal(['new', 'special', 'plain']);
  });

  it('spec 2.6, 4: a special event (level-A DTC) shows the special alert icon', async () => {
    const { el } = await mountBell();
    io.emitEvent(message(1, { includeDtcA: true, title: 'DTC 故障碼' }));
    await waitFor(() => bellButton(el).getAttribute('aria-label') === '通知（有特別事件）', 'the special state');
    expect(el.shadowRoot!.querySelector('.bell-icon-special')).to.not.equal(null);
  });

  it('spec 2.6, 4: opening the bell clears the dot and trims the list to six', async () => {
    const { el } = await mountBell([1, 2, 3, 4, 5, 6].map((n) => message(n)));
    for (const n of [7, 8, 9]) io.emitEvent(message(n, { createdAt: Date.now() + n }));
    await waitFor(() => bellButton(el).getAttribute('aria-label') === '通知（有新通知）', 'the new state');
    bellButton(el).click();
    await waitFor(() => entries(el).length > 0, 'the entries');
    expect(entries(el)).to.have.length(6);
    expect(entries(el)[0].textContent).to.contain('KEA-1009 超速');
    expect(bellButton(el).getAttribute('aria-label')).to.equal('通知');
    expect(bellButton(el).getAttribute('aria-expanded')).to.equal('true');
  });

  it('spec 2.6: each entry shows its category, content and relative time and links to /notice, as does 查看更多', async () => {
    const { el } = await mountBell([message(3)]);
    bellButton(el).click();
    const [entry] = await waitFor(() => (entries(el).length ? entries(el) : null), 'the entry');
    expect(entry.getAttribute('href')).to.equal('/notice');
    expect(entry.querySelector('.category-icon')).to.not.equal(null);
    expect(entry.textContent).to.contain('事件：');
    expect(entry.querySelector('.bell-entry-time')!.textContent).to.equal('3 分鐘前');
    const more = el.shadowRoot!.querySelector<HTMLAnchorElement>('.bell-more')!;
    expect([more.textContent, more.getAttribute('href')]).to.deep.equal(['查看更多', '/notice']);
    expect(el.shadowRoot!.querySelector('[role="dialog"] h2')!.textContent).to.equal('通知');
  });

  it('issue 9: embedded in a plain page, 查看更多 emits navrequest {path: /notice} and leaves the URL alone', async () => {
    const { el } = await mountBell([message(1)]);
    const requests: unknown[] = [];
    const listener = (e: Event) => requests.push((e as CustomEvent).detail);
    document.addEventListener(NAV_REQUEST_EVENT, listener);
    try {
      bellButton(el).click();
      const more = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('.bell-more'), 'the list view');
      more.click();
      expect(requests).to.deep.equal([{ path: '/notice' }]);
      expect(window.location.pathname).to.equal(new URL(START, window.location.href).pathname);
      await waitFor(() => bellButton(el).getAttribute('aria-expanded') === 'false', 'the panel closed');
    } finally {
      document.removeEventListener(NAV_REQUEST_EVENT, listener);
    }
  });

  it('issue 23, 6: embedded on a partner page, the links carry the console\'s absolute address; a plain click still asks the host', async () => {
    configure({ console: 'https://console.fleet.example' });
    const requests: unknown[] = [];
    const listener = (e: Event) => requests.push((e as CustomEvent).detail);
    document.addEventListener(NAV_REQUEST_EVENT, listener);
    try {
      const { el } = await mountBell([message(1)]);
      bellButton(el).click();
      const more = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('.bell-more'), 'the list view');
      // What "open in new tab" or "copy link" takes: the console's page, not the partner's /notice.
      expect([more.getAttribute('href'), entries(el)[0].getAttribute('href')])
        .to.deep.equal(['https://console.fleet.example/notice', 'https://console.fleet.example/notice']);
      more.click();
      expect(requests).to.deep.equal([{ path: '/notice' }]);
      expect(window.location.href).to.equal(new URL(START, window.location.href).href);
    } finally {
      document.removeEventListener(NAV_REQUEST_EVENT, listener);
      configure({ console: '' });
    }
  });

  it('issue 9: the host may cancel the navrequest; the URL stays', async () => {
    const { el } = await mountBell([message(1)]);
    el.addEventListener(NAV_REQUEST_EVENT, (e) => e.preventDefault());
    bellButton(el).click();
    const more = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('.bell-more'), 'the list view');
    more.click();
    expect(window.location.pathname).to.equal(new URL(START, window.location.href).pathname);
  });

  it('issue 9: inside the console (the root has started), 查看更多 navigates to /notice without an event', async () => {
    markInConsole();
    const { el } = await mountBell([message(1)]);
    let requests = 0;
    el.addEventListener(NAV_REQUEST_EVENT, () => requests++);
    bellButton(el).click();
    const more = await waitFor(() => el.shadowRoot!.querySelector<HTMLAnchorElement>('.bell-more'), 'the list view');
    more.click();
    await waitFor(() => $location.get().path === '/notice', 'the notice page');
    expect(window.location.pathname).to.equal('/notice');
    expect(requests).to.equal(0);
  });

  it('spec 4: an event of a category the user switched off stays out', async () => {
    signInUser(['P_P17'], { settings: { messages: [{ category: 1, enabled: false }] } });
    const { el } = await mountBell();
    io.emitEvent(message(1, { category: 1, type: 'bind', content: '車輛 KEA-0001 已完成納管' }));
    io.emitEvent(message(2, { category: 5 }));
    await waitFor(() => bellButton(el).getAttribute('aria-label') === '通知（有新通知）', 'the new state');
    bellButton(el).click();
    await waitFor(() => entries(el).length, 'the entries');
    expect(entries(el).map((e) => e.textContent).join()).to.not.contain('KEA-0001');
  });

  it('spec 2.6: 自訂 shows one switch per category, bind included, and 返回 goes back to the list', async () => {
    const { el } = await mountBell();
    bellButton(el).click();
    const custom = await waitFor(() => Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === '自訂'), '自訂');
    custom.click();
    const switches = await waitFor(() => { const all = el.shadowRoot!.querySelectorAll('[role="switch"]'); return all.length ? all : null; }, 'switches');
    expect(switches).to.have.length(10);
    expect(el.shadowRoot!.querySelector('.bell-switches')!.textContent).to.contain('綁定');
    Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === '返回')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('.bell-more'), 'the list view');
  });

  it('spec 2.6, 4: a switch is saved at once, then the token is refreshed', async () => {
    const { el, server } = await mountBell();
    bellButton(el).click();
    (await waitFor(() => Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === '自訂'), '自訂')).click();
    const bind = await waitFor(() => el.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]'), 'the bind switch');
    expect(bind.getAttribute('aria-checked')).to.equal('true');
    bind.click();
    await waitFor(() => server.calls.some((c) => c.path === 'auth/v0/token'), 'the token refresh');
    const put = server.calls.find((c) => c.method === 'PUT')!;
    const saved = (put.body as { data: { messages: Array<{ category: number; enabled: boolean }> } }).data.messages;
    expect(saved.find((s) => s.category === 1)).to.deep.equal({ category: 1, enabled: false });
    expect(saved).to.have.length(10);
    expect(server.calls.findIndex((c) => c.method === 'PUT')).to.be.lessThan(server.calls.findIndex((c) => c.path === 'auth/v0/token'));
    expect(bind.getAttribute('aria-checked')).to.equal('false');
  });

  it('spec 2.6, 8: when the server refuses, its message shows and the switch stays as it was', async () => {
    const { el } = await mountBell();
    fakeApi().on(messageApi.settings, () => reply({ status: 5000001, message: '伺服器忙碌中，請稍後再試。' })).otherwise(() => null);
    bellButton(el).click();
    (await waitFor(() => Array.from(el.shadowRoot!.querySelectorAll('button')).find((b) => b.textContent === '自訂'), '自訂')).click();
    const bind = await waitFor(() => el.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]'), 'the bind switch');
    bind.click();
    const alert = await waitFor(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the error');
    expect(alert.textContent).to.contain('伺服器忙碌中，請稍後再試。');
    await waitFor(() => bind.getAttribute('aria-checked') === 'true', 'the switch back on');
  });

  it('spec 2.5: a click outside the panel closes it; a click inside does not', async () => {
    const { el } = await mountBell([message(1)]);
    const outside = mount('button');
    outside.textContent = '外面';
    bellButton(el).click();
    const panel = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.bell-panel:not([hidden])'), 'the open panel');
    panel.querySelector('h2')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(bellButton(el).getAttribute('aria-expanded')).to.equal('true');
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => bellButton(el).getAttribute('aria-expanded') === 'false', 'the closed panel');
  });

  it('keyboard: Escape closes the panel and returns focus to the bell button', async () => {
    const { el } = await mountBell([message(1)]);
    bellButton(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => bellButton(el).getAttribute('aria-expanded') === 'true', 'the open panel');
    await waitFor(() => deepActiveElement()?.tagName === 'H2', 'focus on the panel title');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => bellButton(el).getAttribute('aria-expanded') === 'false', 'the closed panel');
    expect(deepActiveElement()).to.equal(bellButton(el));
  });
});
