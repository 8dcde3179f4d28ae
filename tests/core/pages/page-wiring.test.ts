import { describe, expect, it } from 'vitest';
import { attributeValues, backFor, linkApplies, linkTarget, linksFor, replacesEntry, stepLinkTarget, remountKey, shownFor, tabFor, tabQuery, viewFor, type PageElement, type PageLink } from '../../../src/core/pages/page-wiring';
import { detailOf, PAGE_DETAILS } from '../../../src/core/pages/details';
import { scheduleFormPath } from '../../../src/core/tasks';

const at = (path: string, query: Record<string, string> = {}) => ({ path, query });

describe('page wiring: params and query become the element\'s attributes', () => {
  it('reads a path parameter, a query parameter, a fixed value and a boolean', () => {
    const values = attributeValues(
      { 'record-uid': { param: 'uid' }, 'car-uid': { query: 'carUid' }, view: 'index', review: true },
      { uid: 'r1' }, { carUid: 'c9', other: 'x' },
    );
    expect(values).toEqual({ 'record-uid': 'r1', 'car-uid': 'c9', view: 'index', review: true });
  });

  it('leaves an attribute out when its value is missing or empty', () => {
    expect(attributeValues({ 'car-uid': { query: 'carUid' }, 'driver-uid': { param: 'uid' } }, { uid: '' }, {})).toEqual({});
  });

  it('keeps a query value among the allowed ones, else the default (/realTime ?layout=)', () => {
    const layout = { layout: { query: 'layout', oneOf: ['1', '2'], otherwise: '4' } } as const;
    expect(attributeValues(layout, {}, { layout: '2' })).toEqual({ layout: '2' });
    expect(attributeValues(layout, {}, { layout: '9' })).toEqual({ layout: '4' });
    expect(attributeValues(layout, {}, {})).toEqual({ layout: '4' });
  });

  it('keys the element by its remount attributes only', () => {
    const form: PageElement = { element: 'fms-user-form', remount: ['user-uid'] };
    expect(remountKey(form, { 'user-uid': 'u1', driver: true })).not.toBe(remountKey(form, { 'user-uid': 'u2', driver: true }));
    expect(remountKey({ element: 'fms-live-video' }, { 'car-uid': 'a' })).toBe(remountKey({ element: 'fms-live-video' }, { 'car-uid': 'b' }));
  });
});

describe('page wiring: an event opens its page through pathOf', () => {
  it('fills the target\'s path from the detail (fence-list fenceopen → fenceEdit {uid})', () => {
    const link: PageLink = { to: 'fenceEdit', params: { uid: 'fenceUid' } };
    expect(linkTarget(link, { fenceUid: 'f 1' }, at('/fence'))).toEqual(at('/fence/edit/f%201'));
  });

  it('puts detail fields in the query (fms-car-list caropen → carDetail ?carUid=)', () => {
    expect(linkTarget(PAGE_DETAILS.carManagement.events.caropen, { carUid: 'c1' }, at('/carManagement', { page: '2' })))
      .toEqual(at('/carManagement/detail', { carUid: 'c1' }));
  });

  it('keeps the current query when the link says so, and drops a parameter the detail empties', () => {
    const link: PageLink = { to: 'videoHistory', query: { carUid: 'carUid' }, keepQuery: true, replace: true };
    expect(linkTarget(link, { carUid: 'c2' }, at('/videoHistory', { carUid: 'c1', day: '2026-01-02' })))
      .toEqual(at('/videoHistory', { carUid: 'c2', day: '2026-01-02' }));
    expect(linkTarget(link, { carUid: '' }, at('/videoHistory', { carUid: 'c1', day: 'd' }))).toEqual(at('/videoHistory', { day: 'd' }));
  });

  it('sets fixed query values (a list\'s 新增 opens ?add=1)', () => {
    expect(linkTarget(PAGE_DETAILS.userManagement.events.useradd, {}, at('/userManagement'))).toEqual(at('/userManagement', { add: '1' }));
  });

  it('is typed: a wrong page, a parameter the page does not take or a missing required one does not compile', () => {
    // @ts-expect-error no such page
    const wrongPage: PageLink = { to: 'fences' };
    // @ts-expect-error /fence takes no uid
    const extraParam: PageLink = { to: 'fence', params: { uid: 'fenceUid' } };
    // @ts-expect-error historyJourneys needs its carUid
    const missingParam: PageLink = { to: 'historyJourneys' };
    expect([wrongPage, extraParam, missingParam]).toHaveLength(3);
  });
});

describe('page wiring: views and tabs follow the query', () => {
  const list: PageElement = { element: 'fms-user-list' };
  const views = [{ when: ['edit', 'add'], element: 'fms-user-form' }] as const;

  it('shows a view while one of its parameters is present, else the page\'s element', () => {
    expect(viewFor(list, views, {}).element).toBe('fms-user-list');
    expect(viewFor(list, views, { add: '1' }).element).toBe('fms-user-form');
    expect(viewFor(list, views, { edit: 'u1' }).element).toBe('fms-user-form');
  });

  it('opens the tab the query names; the first tab leaves the parameter out', () => {
    const tabs = PAGE_DETAILS.fence.tabs;
    expect(tabFor(tabs, {}).key).toBe('fences');
    expect(tabFor(tabs, { tab: 'routes' }).element).toBe('fms-route-list');
    expect(tabFor(tabs, { tab: 'nope' }).key).toBe('fences');
    expect(tabQuery(tabs, 'fences')).toEqual({});
    expect(tabQuery(tabs, 'routes')).toEqual({ tab: 'routes' });
  });
});

describe('page wiring: a part shown by a path parameter\'s presence', () => {
  const orders = PAGE_DETAILS.maintenanceOrders;

  it('the orders route shows its nav without an order and its back link to the orders with one', () => {
    expect([shownFor(orders.nav, {}), shownFor(orders.back, {})]).toEqual([true, false]);
    expect([shownFor(orders.nav, { uid: 'ord-1' }), shownFor(orders.back, { uid: 'ord-1' })]).toEqual([false, true]);
    expect(orders.back.to).toBe('maintenanceOrders');
  });

  it('a part without a condition always shows', () => {
    expect(shownFor({}, {})).toBe(true);
    expect(shownFor(detailOf('maintenanceV2').nav!, { uid: 'x' })).toBe(true);
  });
});

describe('page wiring: the history pages (their app folder gone, issue 24, 1)', () => {
  it('a replay goes back to its car\'s journeys, one without a car to the cars (back: the first shown)', () => {
    const back = PAGE_DETAILS.historyReplay.back;
    expect(backFor(back, { carUid: 'car-1', journeyCode: 'j1' })).toEqual({ onlyWith: 'carUid' });
    expect(backFor(back, { journeyCode: 'j1' })).toEqual({ to: 'history', label: '車輛列表' });
    expect(backFor(true, {})).toEqual({});
    expect(backFor(undefined, {})).toBeUndefined();
    expect(backFor(PAGE_DETAILS.maintenanceOrders.back, {})).toBeUndefined();
  });

  it('a car opened from /history carries the kept days into its journeys\' query, not the row\'s detail', () => {
    const days = { historyDays: () => ({ startDate: '2026-11-20', endDate: '2026-11-21' }) };
    const open = PAGE_DETAILS.history.events.caropen;
    expect(linkTarget(open, { carUid: 'car 1' }, at('/history', { keyword: 'x' }), days))
      .toEqual({ path: '/history/journey/car%201', query: { startDate: '2026-11-20', endDate: '2026-11-21' } });
    expect(linkTarget(PAGE_DETAILS.history.events.reviewopen, {}, at('/history'), { historyDays: () => ({}) }))
      .toEqual({ path: '/journeyManagement', query: {} });
  });

  it('a journey chosen opens its replay; the replay remounts on another journey or moment (?at=)', () => {
    expect(linkTarget(PAGE_DETAILS.journeyManagement.events.journeyopen, { carUid: 'c1', journeyCode: 'j9' }, at('/journeyManagement')))
      .toEqual({ path: '/history/journey/c1/location/j9', query: {} });
    const replay = PAGE_DETAILS.historyReplay;
    const values = (query: Record<string, string>) => attributeValues(replay.attributes, { carUid: 'c1', journeyCode: 'j9' }, query);
    expect(values({ at: '5' })).toEqual({ 'journey-code': 'j9', 'car-uid': 'c1', 'start-at': '5' });
    expect(remountKey(replay, values({ at: '5' }))).not.toBe(remountKey(replay, values({ at: '6' })));
  });
});

describe('page wiring: the task pages (their app folder gone, issue 24, 1)', () => {
  it('the preview\'s 返回編輯 opens the drafted schedule\'s edit form, a new one\'s add form (as scheduleFormPath)', () => {
    const revise = PAGE_DETAILS.schedulePreview.events.schedulerevise;
    const here = at('/task/preview/schedule');
    expect(linkTarget(revise, { scheduleUid: 's 1' }, here)).toEqual({ path: scheduleFormPath('s 1'), query: {} });
    expect(linkTarget(revise, { scheduleUid: '' }, here)).toEqual({ path: scheduleFormPath(''), query: {} });
    expect(scheduleFormPath('')).toBe('/task/add/schedule');
  });

  it('a schedule opened from the list clears the draft first; a task form saved opens the task', () => {
    expect(PAGE_DETAILS.taskSchedules.events.scheduleadd.before).toBe('clearScheduleDraft');
    expect(PAGE_DETAILS.taskSchedules.events.scheduleedit.before).toBe('clearScheduleDraft');
    expect(linkTarget(PAGE_DETAILS.taskAdd.events.tasksave, { taskUid: 't1' }, at('/task/add'))).toEqual({ path: '/task/single/t1', query: {} });
  });
});

describe('page wiring: the redeem pages (their app folder gone, issue 24, 1)', () => {
  it('offers another car only while one is chosen (?carUid=)', () => {
    const links = PAGE_DETAILS.service.links;
    expect(linksFor(links, {})).toEqual([]);
    expect(linksFor(links, { carUid: '' })).toEqual([]);
    expect(linksFor(links, { carUid: 'c1' }).map((link) => [link.to, link.label])).toEqual([['service', '選擇其他車輛']]);
    expect(linksFor([{ to: 'eventOne', label: 'x' }], {})).toHaveLength(1);
  });

  it('a car chosen on /service stays on the page in its address, replacing the entry; none chosen leaves it out', () => {
    const link = PAGE_DETAILS.service.events.carselect;
    expect(link.replace).toBe(true);
    expect(linkTarget(link, { carUid: 'c 1' }, at('/service'))).toEqual(at('/service', { carUid: 'c 1' }));
    expect(linkTarget(link, { carUid: '' }, at('/service', { carUid: 'c1' }))).toEqual(at('/service'));
  });

  it('gives the app\'s car to the element, and an alert in its place without a session', () => {
    expect(attributeValues(PAGE_DETAILS.serviceApp.attributes, {}, { carUid: 'c1' })).toEqual({ 'car-uid': 'c1', 'in-app': true });
    expect(attributeValues(PAGE_DETAILS.serviceAppExchange.attributes, {}, {})).toEqual({});
    for (const id of ['serviceApp', 'serviceAppDetail', 'serviceAppExchange'] as const) {
      expect(detailOf(id).signedOutAlert).toBe('請由 App 開啟此頁面，以查看車輛的加值服務。');
    }
  });
});

describe('page wiring: the service orders (their app folder gone, issue 24, 1)', () => {
  it('opens an order bought again only for an ATM payment (a card payment leaves for the provider)', () => {
    const link = PAGE_DETAILS.serviceOrderAppRepurchase.events.orderrepurchase;
    expect(linkApplies(link, { uid: 'o1', paymentMethod: 'atm' })).toBe(true);
    expect(linkApplies(link, { uid: 'o1', paymentMethod: 'card' })).toBe(false);
    expect(linkTarget(link, { uid: 'o1', paymentMethod: 'atm' }, at('/serviceOrder/app/repurchase'))).toEqual(at('/serviceOrder/app/detail', { uid: 'o1' }));
    expect(linkApplies({ to: 'serviceOrder' }, undefined)).toBe(true);
  });

  it('brings the card provider back to the order\'s detail, its uid filled by the element', () => {
    expect(attributeValues(PAGE_DETAILS.serviceOrderDetail.attributes, {}, { uid: 'o1' }))
      .toEqual({ 'order-uid': 'o1', 'return-path': '/serviceOrder/detail?uid={uid}' });
    expect(attributeValues(PAGE_DETAILS.serviceOrderAppAccount.attributes, {}, { uid: 'o1' }))
      .toEqual({ 'order-uid': 'o1', view: 'payment-account', 'return-path': '/serviceOrder/app/detail?uid={uid}' });
  });

  it('gives the app\'s pages the car of the hand-off', () => {
    for (const id of ['serviceOrderAppHistory', 'serviceOrderAppDetail', 'serviceOrderAppAccount', 'serviceOrderAppRepurchase'] as const) {
      expect(detailOf(id).appHandOff).toBe('car-uid');
    }
  });
});

describe('page wiring: the purchase (its app folder gone, issue 24, 1)', () => {
  const flows = (flow: string, step: string) => `/${flow}/${step}`;

  it('opens the page of the step the checkout names, with the order code of a payment', () => {
    const link = PAGE_DETAILS.purchaseConfirm.events.checkoutstep;
    expect(stepLinkTarget(link, { step: 'payment', orderCode: 'SO1' }, flows)).toEqual(at('/purchaseWeb/payment', { orderCode: 'SO1' }));
    expect(stepLinkTarget(link, { step: 'plan' }, flows)).toEqual(at('/purchaseWeb/plan'));
    expect(stepLinkTarget(PAGE_DETAILS.purchaseAppCars.events.checkoutstep, { step: 'plan', orderCode: '' }, flows)).toEqual(at('/purchaseApp/plan'));
  });

  it('replaces the entry only when the checkout went back to a step the draft still needs', () => {
    const link = PAGE_DETAILS.purchasePlan.events.checkoutstep;
    expect(replacesEntry(link, { step: 'cars', replace: true })).toBe(true);
    expect(replacesEntry(link, { step: 'confirm' })).toBe(false);
    expect(replacesEntry({ to: 'service', replace: true }, {})).toBe(true);
    expect(replacesEntry({ to: 'service' }, {})).toBe(false);
  });

  it('shows each page at its step, returning from the card provider to the flow\'s payment page, the app\'s for its car', () => {
    expect(attributeValues(PAGE_DETAILS.purchaseCars.attributes, {}, {})).toEqual({ step: 'cars', 'return-path': '/serviceManagement/payment' });
    expect(attributeValues(PAGE_DETAILS.purchaseAppRedirect.attributes, {}, {})).toEqual({ step: 'payment', 'return-path': '/serviceManagement/app/redirect' });
    expect(attributeValues(PAGE_DETAILS.purchaseApp.attributes, {}, {})).toEqual({ step: 'overview', 'return-path': '/serviceManagement/app/redirect' });
    expect(detailOf('purchaseAppConfirm').appHandOff).toBe('car-uid');
    expect(detailOf('purchaseConfirm').appHandOff).toBeUndefined();
    expect([detailOf('purchasePlan').headingOf, detailOf('purchaseAppPlan').headingOf]).toEqual(['serviceManagement', 'purchaseApp']);
  });
});
