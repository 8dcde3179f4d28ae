import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/services/service-order/service-order.element';
import { payment } from '../../../../src/core/api/contract/payment';
import { plus, type Order } from '../../../../src/core/api/contract/plus';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { CARD_PAYMENT_REFUSALS } from '../../../../src/core/plus';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { button, clickButton, control, errorOf, fill, resetPage, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { atmOf, LABELS, orderOf } from './fixtures';

const NOW = Date.UTC(2026, 10, 26, 6, 0);

beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
});

/** The one order of the fake plus host, moved as the server moves it. */
function api(start: Order) {
  let order = start;
  const server = fakeApi()
    .on(plus.getOrder, () => order)
    .on(plus.cancelOrder, () => {
      order = { ...order, status: 4, statusLabel: LABELS[4] };
      return order;
    })
    .on(plus.pendingOrder, () => fail(4090001, '此訂單的轉帳帳號已逾期，無法通知轉帳完成。'))
    .on(plus.setInvoice, ({ body }) => {
      order = { ...order, invoice: body.invoice };
      return order;
    });
  return server;
}

const dialog = (el: Element) => waitFor(() => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
const inDialog = async (el: Element, name: string) =>
  waitFor(() => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => b.textContent!.trim() === name), name);

describe('fms-service-order', () => {
  it('取消訂單 asks first, then sends DELETE order/{uid} and shows 取消訂單', async () => {
    signInUser(['P_P45']);
    const { callsTo } = api(orderOf(1));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await clickButton(el, '取消訂單');
    const asked = await dialog(el);
    expect(asked.textContent).to.contain('確定要取消訂單 SO20261126001 嗎');
    expect(callsTo(plus.cancelOrder)).to.have.length(0);
    (await inDialog(el, '取消訂單')).click();
    await waitFor(() => callsTo(plus.cancelOrder).length === 1, 'the DELETE');
    expect(callsTo(plus.cancelOrder)[0]).to.deep.include({ method: 'DELETE', params: { uid: 'order-1' } });
    await waitText(el, '訂單 SO20261126001 已取消。');
    await waitFor(() => el.shadowRoot!.querySelector('.detail-list')!.textContent!.includes('取消訂單'), 'the new status');
    await button(el, '刪除訂單');
  });

  it('刪除訂單 is offered on a cancelled or voided order, asks first, and fires orderdelete', async () => {
    for (const status of [4, 5] as const) {
      signInUser(['P_P45']);
      const { callsTo } = api(orderOf(status, { status, statusLabel: LABELS[status] }));
      const el = mount('fms-service-order', { 'order-uid': `order-${status}` });
      await clickButton(el, '刪除訂單');
      expect((await dialog(el)).textContent).to.contain('此動作無法復原');
      const deleted = new Promise<CustomEvent>((resolve) => el.addEventListener('orderdelete', (e) => resolve(e as CustomEvent), { once: true }));
      (await inDialog(el, '刪除訂單')).click();
      expect((await deleted).detail).to.deep.equal({ uid: `order-${status}` });
      expect(callsTo(plus.cancelOrder)).to.have.length(1);
      await waitText(el, '已刪除');
      el.remove();
    }
  });

  it('a paid order offers neither cancel nor delete, only 再次購買', async () => {
    signInUser(['P_P45', 'P_P44']);
    api(orderOf(1, { status: 3, statusLabel: LABELS[3], paidAt: NOW }));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await button(el, '再次購買');
    const names = [...el.shadowRoot!.querySelectorAll('.order-actions button')].map((b) => b.textContent!.trim());
    expect(names).to.deep.equal(['再次購買']);
  });

  it('an ATM order awaiting payment shows its bank code, account and due time, with 我已完成轉帳', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { paymentMethod: 'atm', atm: atmOf(Date.UTC(2026, 10, 29, 15, 59)) }));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await waitText(el, 'ATM 轉帳資訊');
    const account = el.shadowRoot!.querySelector('.atm-account')!;
    expect(account.textContent).to.contain('822').and.contain('9123 4567 8901 2345').and.contain('NT$ 2,400').and.contain('2026-11-29 23:59');
    await button(el, '我已完成轉帳');
    expect([...el.shadowRoot!.querySelectorAll('.order-actions button')].some((b) => b.textContent === '重新付款')).to.equal(false);
  });

  it('an ATM order whose account expired reads 付款失敗 with the due time 已逾期 and offers 重新付款', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { status: 1, statusLabel: LABELS[1], paymentMethod: 'atm', atm: atmOf(NOW - 60_000) }));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await waitText(el, '（已逾期）');
    expect(el.shadowRoot!.querySelector('.detail-list')!.textContent).to.contain('付款失敗');
    await button(el, '重新付款');
    expect([...el.shadowRoot!.querySelectorAll('.order-actions button')].some((b) => b.textContent === '我已完成轉帳')).to.equal(false);
  });

  it('the server refusing 我已完成轉帳 is said in an alert inside the question', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { paymentMethod: 'atm', atm: atmOf(NOW + 60_000) }));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await clickButton(el, '我已完成轉帳');
    (await inDialog(el, '確認已轉帳')).click();
    const alert = await waitFor(() => el.shadowRoot!.querySelector('dialog[open] [role="alert"]'), 'the alert');
    expect(alert.textContent).to.equal('此訂單的轉帳帳號已逾期，無法通知轉帳完成。');
  });

  it('編輯發票 shows problems on their fields, keeps what was typed, and sends PATCH invoice when fixed', async () => {
    signInUser(['P_P45']);
    const { callsTo } = api(orderOf(1));
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await clickButton(el, '編輯發票');
    (await control(el, '三聯式')).click();
    await waitFor(() => el.shadowRoot!.getElementById('order-invoice-taxId'), 'the tax id field');
    const taxId = await control(el, '統一編號');
    await fill(taxId, '1234');
    await clickButton(el, '儲存發票');
    await waitFor(() => errorOf(el, taxId), 'the tax id error');
    expect(errorOf(el, taxId)).to.contain('統一編號為 8 碼數字');
    expect(errorOf(el, await control(el, '發票抬頭'))).to.contain('三聯式發票須填寫抬頭');
    expect(taxId.value).to.equal('1234');
    expect(callsTo(plus.setInvoice)).to.have.length(0);
    await fill(taxId, '04595257');
    await fill(await control(el, '發票抬頭'), '測試物流股份有限公司');
    await clickButton(el, '儲存發票');
    await waitFor(() => callsTo(plus.setInvoice).length === 1, 'the PATCH');
    expect(callsTo(plus.setInvoice)[0].body).to.deep.equal({
      orderUid: 'order-1', invoice: { invoiceType: 'triplicate', email: 'buyer@example.com', title: '測試物流股份有限公司', taxId: '04595257' },
    });
    await waitText(el, '發票資料已更新。');
  });

  it('back from the card provider (?orderCode&paymentResult) it syncs the order and says the payment went through', async () => {
    signInUser(['P_P45']);
    const { callsTo } = api(orderOf(1, { status: 1, statusLabel: LABELS[1] }))
      .on(payment.syncOrderStatus, () => orderOf(1, { status: 3, statusLabel: LABELS[3], paidAt: NOW }));
    history.replaceState(null, '', `${location.pathname}?uid=order-1&orderCode=SO20261126001&paymentResult=paid`);
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await waitText(el, '付款成功，服務已開通。');
    expect(callsTo(payment.syncOrderStatus)[0].params).to.deep.equal({ orderCode: 'SO20261126001' });
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('付款成功，服務已開通。');
    await waitFor(() => el.shadowRoot!.querySelector('.detail-list')!.textContent!.includes('付款成功'), 'the paid status');
  });

  it('back from the provider with a declined card it says so in an alert and still offers 重新付款', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { status: 0 })).on(payment.syncOrderStatus, () => orderOf(1, { status: 1, statusLabel: LABELS[1] }));
    history.replaceState(null, '', `${location.pathname}?uid=order-1&orderCode=SO20261126001&paymentResult=declined`);
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    const alert = await waitFor(() => el.shadowRoot!.querySelector('.order-notice[role="alert"]'), 'the alert');
    expect(alert.textContent).to.contain('付款未成功');
    await button(el, '重新付款');
  });

  it('issue 22: back from the provider for an order cancelled meanwhile it says in an alert that nothing was charged and why', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { status: 0 })).on(payment.syncOrderStatus, () => orderOf(1, { status: 4, statusLabel: LABELS[4] }));
    history.replaceState(null, '', `${location.pathname}?uid=order-1&orderCode=SO20261126001&paymentResult=declined`);
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    const alert = await waitFor(() => el.shadowRoot!.querySelector('.order-notice[role="alert"]'), 'the alert');
    expect(alert.textContent).to.equal(`${CARD_PAYMENT_REFUSALS.notCharged}${CARD_PAYMENT_REFUSALS.cancelled}`);
  });

  it('issue 22: 重新付款 refused by the bridge (the order was paid meanwhile) shows the reason in an alert', async () => {
    signInUser(['P_P45']);
    api(orderOf(1, { status: 1, statusLabel: LABELS[1] })).on(payment.token, () => fail(4090001, CARD_PAYMENT_REFUSALS.paid, 'orderCode'));
    history.replaceState(null, '', `${location.pathname}?uid=order-1`);
    const el = mount('fms-service-order', { 'order-uid': 'order-1' });
    await clickButton(el, '重新付款');
    const alert = await waitFor(() => el.shadowRoot!.querySelector('.order-notice[role="alert"]'), 'the alert');
    expect(alert.textContent).to.equal(CARD_PAYMENT_REFUSALS.paid);
  });
});
