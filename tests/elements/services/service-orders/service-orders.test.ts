import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/services/service-orders/service-orders.element';
import { plus } from '../../../../src/core/api/contract/plus';
import { cars } from '../../../../src/core/api/contract/cars';
import { markInConsole, navigate } from '../../../../src/core/navigation';
import { refreshOptions } from '../../../../src/core/resource';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { clickButton, control, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { orderOf } from './fixtures';
import type { Order } from '../../../../src/core/api/contract/plus';

afterEach(() => {
  resetPage();
  signOutUser();
});

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.order-card')];

function api(orders: Order[]) {
  const server = fakeApi()
    .on(cars.list, () => ({ total: 1, offset: 0, limit: 1000, list: [{ uid: 'car-1', carNo: 'KEA-101', enabledCode: true, deleted: false }] }))
    .on(plus.listOrders, () => ({ total: orders.length, offset: 0, limit: 10, list: orders }));
  void refreshOptions();
  return server;
}

describe('fms-service-orders', () => {
  it('issue 24, 9: in the console the filter, page and rows are in the URL by readable names, and a list opened again shows them', async () => {
    const testPage = location.pathname + location.search;
    signInUser(['P_P45']);
    markInConsole(true);
    try {
      let { callsTo } = api([orderOf(1)]);
      await navigate('/serviceOrder?status=PAID,LOST&rows=20&page=2');
      const el = mount('fms-service-orders');
      await waitFor(() => callsTo(plus.listOrders).length === 1, 'the list');
      expect(callsTo(plus.listOrders)[0].body).to.deep.equal({ status: [3], offset: 20, limit: 20 });
      (await control(el, '付款失敗')).click();
      await fill(await control(el, '開始日期'), '2026-11-01');
      await clickButton(el, '查詢');
      await waitFor(() => location.search === '?status=PAYMENT_FAILED%2CPAID&startDate=2026-11-01&rows=20', `the URL (${location.search})`);
      resetPage();
      ({ callsTo } = api([orderOf(1)]));
      const again = mount('fms-service-orders');
      await waitFor(() => callsTo(plus.listOrders).length === 1, 'the list again');
      expect(callsTo(plus.listOrders)[0].body).to.deep.include({ status: [1, 3], offset: 0, limit: 20 });
      expect((await control<HTMLInputElement>(again, '付款失敗')).checked).to.equal(true);
    } finally {
      markInConsole(false);
      history.replaceState(null, '', testPage);
    }
  });

  it('spec 4: each card shows the status label with its icon, the code, the price in NT$ and the created date', async () => {
    signInUser(['P_P45']);
    api([orderOf(1, { status: 3, paidAt: Date.UTC(2026, 10, 26, 5) }), orderOf(2, { status: 1 })]);
    const el = mount('fms-service-orders');
    await waitFor(() => cards(el).length === 2, 'two cards');
    const [paid, failed] = cards(el);
    expect(paid.textContent).to.contain('付款成功').and.contain('SO20261126001').and.contain('NT$ 2,400').and.contain('2026-11-26 12:00')
      .and.contain('KEA-101、KEA-102');
    expect(paid.querySelector('[data-tone]')!.getAttribute('data-tone')).to.equal('success');
    expect(failed.textContent).to.contain('付款失敗');
    expect(failed.querySelector('[data-tone]')!.getAttribute('data-tone')).to.equal('error');
  });

  it('the filter sends the statuses ticked and the created days as the order/list body', async () => {
    signInUser(['P_P45']);
    const { callsTo } = api([orderOf(1)]);
    const el = mount('fms-service-orders');
    await waitFor(() => cards(el).length === 1, 'the card');
    (await control(el, '待付款')).click();
    (await control(el, '付款失敗')).click();
    await fill(await control(el, '開始日期'), '2026-11-01');
    await fill(await control(el, '結束日期'), '2026-11-02');
    await fill(await control<HTMLSelectElement>(el, '車號'), 'car-1');
    await clickButton(el, '查詢');
    await waitFor(() => callsTo(plus.listOrders).length === 2, 'the filtered call');
    expect(callsTo(plus.listOrders)[1].body).to.deep.equal({
      status: [0, 1], startTime: Date.UTC(2026, 9, 31, 16), endTime: Date.UTC(2026, 10, 2, 16) - 1, carUid: 'car-1', offset: 0, limit: 10,
    });
  });

  it('issue 22, item 19: at 390 px the filter folds behind the kit\'s 篩選 button, which opens it and counts the filters applied', async () => {
    signInUser(['P_P45']);
    api([orderOf(1)]);
    const el = mount('fms-service-orders', { style: 'display:block;width:390px' });
    await waitFor(() => cards(el).length === 1, 'the card');
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('.filter-toggle')!;
    const form = el.shadowRoot!.querySelector<HTMLElement>('form.order-filter')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(form.getClientRects().length).to.equal(0);
    expect(cards(el)[0].getBoundingClientRect().top).to.be.below(toggle.getBoundingClientRect().bottom + 100);
    toggle.click();
    await waitFor(() => form.getClientRects().length > 0, 'the filter shown');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    (await control(el, '待付款')).click();
    await clickButton(el, '查詢');
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false' && toggle.textContent === '篩選1 項條件', 'folded again, one filter counted');
    expect(form.getClientRects().length).to.equal(0);
  });

  it('car-uid fixes the car: the list asks for that car only and offers no car filter', async () => {
    signInUser(['P_P45']);
    const { callsTo } = api([orderOf(1)]);
    const el = mount('fms-service-orders', { 'car-uid': 'car-2' });
    await waitFor(() => cards(el).length === 1, 'the card');
    expect(callsTo(plus.listOrders)[0].body).to.deep.equal({ carUid: 'car-2', offset: 0, limit: 10 });
    expect([...el.shadowRoot!.querySelectorAll('label')].some((l) => l.textContent!.trim() === '車號')).to.equal(false);
  });

  it('spec 2.11: no orders shows 查無資料', async () => {
    signInUser(['P_P45']);
    api([]);
    const el = mount('fms-service-orders');
    await waitText(el, '查無資料');
    expect(cards(el)).to.have.length(0);
  });

  it('a card chosen by keyboard fires orderselect with its uid', async () => {
    signInUser(['P_P45']);
    api([orderOf(7)]);
    const el = mount('fms-service-orders');
    const card = await waitFor(() => cards(el)[0], 'the card');
    expect(card.tagName).to.equal('BUTTON');
    const got = new Promise<CustomEvent>((resolve) => el.addEventListener('orderselect', (e) => resolve(e as CustomEvent), { once: true }));
    card.focus();
    card.click();
    expect((await got).detail).to.deep.equal({ uid: 'order-7', code: 'SO20261126007' });
  });

  it('a failed read says so in an alert with 重試, which asks again', async () => {
    signInUser(['P_P45']);
    let failing = true;
    const { callsTo } = api([]).on(plus.listOrders, () => (failing ? fail(5000001, '伺服器忙碌中，請稍後再試。') : { total: 1, offset: 0, limit: 10, list: [orderOf(1)] }));
    const el = mount('fms-service-orders');
    const alert = await waitFor(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the alert');
    expect(alert.textContent).to.contain('伺服器忙碌中');
    failing = false;
    await clickButton(el, '重試');
    await waitFor(() => cards(el).length === 1, 'the card');
    expect(callsTo(plus.listOrders)).to.have.length(2);
  });
});
