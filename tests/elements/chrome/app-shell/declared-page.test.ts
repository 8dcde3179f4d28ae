import { expect } from '@esm-bundle/chai';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Breadcrumbs, crumbsOf } from '../../../../src/apps/page/breadcrumbs';
import { LoadFailed, useElements } from '../../../../src/apps/page/load-elements';
import { PageHeading } from '../../../../src/apps/page/page-heading';
import { DeclaredElement } from '../../../../src/apps/page/page-element';
import { SiblingNav } from '../../../../src/apps/page/sibling-nav';
import { SignedOutGate } from '../../../../src/apps/page/signed-out-gate';
import { HandOffGate } from '../../../../src/apps/page/hand-off-gate';
import { $location, navigate } from '../../../../src/core/navigation';
import { detailOf, PAGE_DETAILS } from '../../../../src/core/pages/details';
import { $scheduleDraft, keepScheduleDraft } from '../../../../src/core/tasks';
import { signInUser, signOutUser } from '../../session-kit';

/** The generic page application's own parts (issue 24, 1): breadcrumbs and the load error. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const render = (node: Parameters<Root['render']>[0]) => act(() => root.render(node));

describe('declared page: breadcrumbs from the parent chain', () => {
  it('links each parent by pathOf with the page\'s own parameters, the page itself current', () => {
    expect(crumbsOf('historyReplay', { carUid: 'c 1', journeyCode: 'J1' }).map((c) => [c.title, c.path]))
      .to.deep.equal([['軌跡回放', '/history'], ['行程列表', '/history/journey/c%201'], ['行程回放', null]]);
    render(createElement(Breadcrumbs, { id: 'eventOne', params: { carUid: 'c 1' } }));
    const nav = host.querySelector('nav[aria-label="頁面路徑"]')!;
    const items = [...nav.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).to.deep.equal(['事件列表', '單車事件']);
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/event/list']);
    expect(items[1].querySelector('[aria-current="page"]')?.textContent).to.equal('單車事件');
  });

  it('names a parent without a link when its path needs a parameter the page lacks', () => {
    expect(crumbsOf('historyReplay', {}).map((c) => [c.title, c.path]))
      .to.deep.equal([['軌跡回放', '/history'], ['行程列表', null], ['行程回放', null]]);
  });

  it('shows none on the history and task pages, as their applications did not', () => {
    render(createElement('div', null, createElement(Breadcrumbs, { id: 'historyReplay', params: { carUid: 'c1' } }), createElement(Breadcrumbs, { id: 'scheduleEdit', params: { uid: 's1' } })));
    expect(host.querySelector('nav')).to.equal(null);
  });

  it('shows none on a page without a parent', () => {
    render(createElement(Breadcrumbs, { id: 'carManagement', params: {} }));
    expect(host.querySelector('nav')).to.equal(null);
  });

  it('shows none on a public account page that turns them off, though it has a parent', () => {
    expect(detailOf('registerEnterprise').parent).to.equal('registerTerms');
    render(createElement(Breadcrumbs, { id: 'registerEnterprise', params: {} }));
    expect(host.querySelector('nav')).to.equal(null);
  });
});

describe('declared page: the h1', () => {
  const h1s = () => [...host.querySelectorAll('h1')].map((h1) => ({ text: h1.textContent, hidden: h1.style.position === 'absolute' }));

  it('is the product\'s name, shown, above a public account form (not the page\'s title)', () => {
    render(createElement(PageHeading, { detail: detailOf('forgetPassword') }));
    expect(h1s()).to.deep.equal([{ text: '車聯網管理系統', hidden: false }]);
  });

  it('is left to the element on a document page with its own h1', () => {
    render(createElement(PageHeading, { detail: detailOf('privacy') }));
    expect(h1s()).to.deep.equal([]);
  });

  it('is the title, shown where declared, else for screen readers only', () => {
    render(createElement('div', null, createElement(PageHeading, { detail: detailOf('setting') }), createElement(PageHeading, { detail: detailOf('log') })));
    expect(h1s()).to.deep.equal([{ text: '參數設定', hidden: false }, { text: '操作紀錄', hidden: true }]);
  });
});

describe('declared page: an element that does not load', () => {
  function Page({ tag }: { tag: string }) {
    const state = useElements([tag], (name) => (name === 'fms-known' ? Promise.resolve() : Promise.reject(new Error(`no element module for ${name}`))));
    return state === 'failed' ? createElement(LoadFailed) : createElement('p', null, state);
  }

  it('says so on the page (頁面載入失敗…), after the one reload of spec 8 was spent', async () => {
    // The mark of the one reload: set, so the failure shows instead of reloading the test page.
    sessionStorage.setItem('fms-chunk-reload', '1');
    render(createElement(Page, { tag: 'fms-no-such-element' }));
    for (let i = 0; i < 50 && !host.querySelector('[role="alert"]'); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(host.querySelector('[role="alert"]')?.textContent).to.equal('頁面載入失敗，請重新整理後再試。');
    sessionStorage.removeItem('fms-chunk-reload');
  });

  it('renders once its element is registered', async () => {
    render(createElement(Page, { tag: 'fms-known' }));
    for (let i = 0; i < 50 && host.textContent !== 'ready'; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(host.textContent).to.equal('ready');
  });
});

describe('declared page: the task pages (their app folder gone, issue 24, 1)', () => {
  afterEach(() => signOutUser());
  const nav = PAGE_DETAILS.taskManagement.nav;
  const links = () => [...host.querySelectorAll('nav[aria-label="任務派遣頁面"] a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);

  it('a manager moves between the task list (named 任務列表, not its title) and the schedules', () => {
    signInUser(['P_P13']);
    render(createElement(SiblingNav, { ...nav, current: 'taskSchedules' }));
    expect(links()).to.deep.equal([['任務列表', '/task/management', null], ['派遣排程', '/task/edit/schedule', 'page']]);
  });

  it('a driver has no schedules, so no nav (not a nav of one link)', () => {
    signInUser(['P_P13'], { role: 'driver' });
    render(createElement(SiblingNav, { ...nav, current: 'taskManagement' }));
    expect(host.querySelector('nav')).to.equal(null);
  });

  it('a schedule opened from the list starts without the draft of an earlier preview; the form keeps it otherwise', async () => {
    const draft = { scheduleUid: 's-1', values: {} as never };
    const list = PAGE_DETAILS.taskSchedules;
    const location = { path: '/task/edit/schedule', query: {} };
    keepScheduleDraft(draft);
    render(createElement(DeclaredElement, { declared: PAGE_DETAILS.scheduleEdit, params: { uid: 's-1' }, location }));
    expect($scheduleDraft.get()).to.equal(draft);
    render(createElement(DeclaredElement, { declared: { element: list.element, events: list.events }, params: {}, location }));
    act(() => { host.querySelector('fms-schedule-list')!.dispatchEvent(new CustomEvent('scheduleedit', { detail: { scheduleUid: 's-1' } })); });
    expect($scheduleDraft.get()).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get().path).to.equal('/task/edit/schedule/s-1');
  });
});

describe('declared page: an app\'s web view without a session', () => {
  afterEach(() => signOutUser());
  const alert = PAGE_DETAILS.serviceApp.signedOutAlert;
  const page = () => createElement(SignedOutGate, { alert }, createElement('fms-car-services'));

  it('says to open it from the app, in the element\'s place', () => {
    signOutUser();
    render(page());
    expect(host.querySelector('[role="alert"]')?.textContent).to.equal('請由 App 開啟此頁面，以查看車輛的加值服務。');
    expect(host.querySelector('fms-car-services')).to.equal(null);
  });

  it('shows the element once signed in (the app\'s tokens), and on a page that declares no alert', () => {
    signInUser([]);
    render(page());
    expect(host.querySelector('fms-car-services')).to.not.equal(null);
    expect(host.querySelector('[role="alert"]')).to.equal(null);
    signOutUser();
    render(createElement(SignedOutGate, { alert: undefined }, createElement('fms-car-list')));
    expect(host.querySelector('fms-car-list')).to.not.equal(null);
  });
});

describe('declared page: an app\'s order page waits for the hand-off and gives its car to the element', () => {
  afterEach(() => signOutUser());
  const declared = PAGE_DETAILS.serviceOrderAppHistory;
  const location = { path: '/serviceOrder/app/history', query: { carUid: 'car-7' } };
  const page = () => createElement(HandOffGate, {
    attribute: declared.appHandOff,
    render: (given) => createElement(DeclaredElement, { declared: { element: declared.element, events: declared.events }, params: {}, location, given }),
  });

  it('gives the handed-off car to car-uid once the hand-off is through', async () => {
    signInUser([]);
    await act(async () => { await navigate(location, { replace: true }); });
    render(page());
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(host.querySelector('fms-service-orders')?.getAttribute('car-uid')).to.equal('car-7');
  });

  it('says so instead of the element without a session or a token', async () => {
    signOutUser();
    await act(async () => { await navigate(location, { replace: true }); });
    render(page());
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(host.querySelector('fms-service-orders')).to.equal(null);
    expect(host.querySelector('[role="alert"]')?.textContent).to.equal('請從 App 的車輛頁面重新開啟此頁。');
  });

  it('renders at once on a page that declares no hand-off', () => {
    render(createElement(HandOffGate, { attribute: undefined, render: () => createElement('fms-car-list') }));
    expect(host.querySelector('fms-car-list')).to.not.equal(null);
  });
});

describe('declared page: the purchase moves to the page of the step its checkout names', () => {
  it('opens the flow table\'s page with the order code, replacing the entry when asked', async () => {
    const declared = PAGE_DETAILS.purchaseConfirm;
    await act(async () => { await navigate({ path: '/serviceManagement/step3', query: {} }, { replace: true }); });
    const before = history.length;
    render(createElement(DeclaredElement, { declared: { element: declared.element, attributes: declared.attributes, events: declared.events }, params: {}, location: $location.get() }));
    expect(host.querySelector('fms-service-checkout')?.getAttribute('step')).to.equal('confirm');
    act(() => { host.querySelector('fms-service-checkout')!.dispatchEvent(new CustomEvent('checkoutstep', { detail: { step: 'payment', orderCode: 'SO9' } })); });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get()).to.deep.include({ path: '/serviceManagement/payment' });
    expect($location.get().query).to.deep.equal({ orderCode: 'SO9' });
    expect(history.length).to.equal(before + 1);
    act(() => { host.querySelector('fms-service-checkout')!.dispatchEvent(new CustomEvent('checkoutstep', { detail: { step: 'cars', replace: true } })); });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get().path).to.equal('/serviceManagement/step1');
    expect(history.length).to.equal(before + 1);
  });
});

describe('declared page: an order bought again', () => {
  it('opens its detail for an ATM payment only (a card payment leaves for the card provider)', async () => {
    const declared = PAGE_DETAILS.serviceOrderDetail;
    await act(async () => { await navigate({ path: '/serviceOrder/detail', query: { uid: 'o1' } }, { replace: true }); });
    render(createElement(DeclaredElement, { declared: { element: declared.element, attributes: declared.attributes, events: declared.events }, params: {}, location: $location.get() }));
    const repurchase = (paymentMethod: string) => act(() => {
      host.querySelector('fms-service-order')!.dispatchEvent(new CustomEvent('orderrepurchase', { detail: { uid: 'o2', paymentMethod } }));
    });
    repurchase('card');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get().query).to.deep.equal({ uid: 'o1' });
    repurchase('atm');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($location.get()).to.deep.equal({ path: '/serviceOrder/detail', query: { uid: 'o2' } });
  });
});
