import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/services/service-checkout/service-checkout.element';
import { plus } from '../../../../src/core/api/contract/plus';
import { payment } from '../../../../src/core/api/contract/payment';
import { setClock } from '../../../../src/core/clock';
import { $config, configure } from '../../../../src/core/config/store';
import {
  CARD_PAYMENT_REFUSALS, INVOICE_MESSAGES, PAYMENT_REDIRECT_REFUSED, PAYMENT_RETURN_MESSAGES, paymentNotStartedText,
} from '../../../../src/core/plus';
import { PURCHASE_MESSAGES, resetPurchaseDraft } from '../../../../src/core/plus/purchase';
import { mayLeave } from '../../../../src/core/navigation';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi, type FakeApi } from '../../fake-api';
import { button, clickButton, control, errorOf, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { CARS, orderOf, PLANS, TYPES } from './fixtures';

const NOW = Date.UTC(2027, 1, 1, 0, 0);

beforeEach(() => {
  setClock(() => NOW);
  signInUser(['P_P44', 'P_P45']);
});
afterEach(() => {
  resetPage();
  resetPurchaseDraft();
  signOutUser();
  setClock(() => Date.now());
});

function catalogueApi(): FakeApi {
  return fakeApi()
    .on(plus.serviceTypes, TYPES)
    .on(plus.servicePlans, PLANS)
    .on(plus.available, ({ body }) => {
      const carNo = (body as { carNo?: string }).carNo;
      const list = CARS.filter((c) => !carNo || c.carNo.includes(carNo));
      return { total: list.length, offset: 0, limit: 10, list };
    });
}


function carBox(el: Element, carNo: string): Promise<HTMLInputElement> {
  return waitFor(() => shadowOf(el).querySelector<HTMLInputElement>(`input[aria-label="選取 ${carNo}"]`), `the checkbox of ${carNo}`);
}

/** Through the steps to the confirmation, with two cars and the month plan. */
async function toConfirm(el: Element): Promise<void> {
  await clickButton(el, '購買影像調閱加值');
  (await carBox(el, 'KEA-1001')).click();
  (await carBox(el, 'KEA-1002')).click();
  await waitText(el, '已選 2 輛');
  await clickButton(el, '下一步');
  await waitText(el, '影像調閱加值方案');
  (await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[value="plan-video-month"]'), 'the month plan')).click();
  await waitText(el, 'NT$ 600');
  await clickButton(el, '下一步');
  await waitText(el, '發票資料');
}

describe('fms-service-checkout', () => {
  it('moves by itself from the service types to the cars, the plan with its total and the confirmation', async () => {
    catalogueApi();
    const el = mount('fms-service-checkout');
    const steps: string[] = [];
    el.addEventListener('checkoutstep', (e) => steps.push((e as CustomEvent<{ step: string }>).detail.step));
    await waitText(el, '影像調閱加值 年方案');
    await toConfirm(el);
    expect(shadowOf(el).textContent).to.include('KEA-1001、KEA-1002（2 輛）');
    expect(steps).to.deep.equal(['cars', 'plan', 'confirm']);
    expect(shadowOf(el).querySelector('[aria-current="step"]')!.textContent).to.include('確認訂單');
  });

  it('a car in another open order is shown with the reason and cannot be chosen; 選取本頁 takes only the others', async () => {
    catalogueApi();
    const el = mount('fms-service-checkout');
    await clickButton(el, '購買影像調閱加值');
    const busy = await carBox(el, 'KEA-1003');
    expect(busy.disabled).to.equal(true);
    await waitText(el, PURCHASE_MESSAGES.unavailable);
    await clickButton(el, '選取本頁可購買車輛');
    await waitText(el, '已選 2 輛：KEA-1001、KEA-1002');
    expect((await carBox(el, 'KEA-1003')).checked).to.equal(false);
  });

  it('the next step without a car says so on the cars step', async () => {
    catalogueApi();
    const el = mount('fms-service-checkout');
    await clickButton(el, '購買影像調閱加值');
    await carBox(el, 'KEA-1001');
    await clickButton(el, '下一步');
    await waitText(el, PURCHASE_MESSAGES.cars);
    expect(shadowOf(el).querySelector('h2')!.textContent).to.equal('選擇車輛');
  });

  it('leaving the purchase with a started draft asks first, moving between its steps does not', async () => {
    catalogueApi();
    const el = mount('fms-service-checkout');
    await clickButton(el, '購買影像調閱加值');
    (await carBox(el, 'KEA-1001')).click();
    await waitText(el, '已選 1 輛');
    const from = { path: '/serviceManagement/step1', query: {} };
    expect(await mayLeave({ path: '/serviceManagement/step2', query: {} }, from)).to.equal(true);
    const leaving = mayLeave({ path: '/monitor', query: {} }, from);
    await waitText(el, '放棄未儲存的變更？');
    await clickButton(el, '繼續編輯');
    expect(await leaving).to.equal(false);
  });

  it('a step opened without its draft goes back to the first missing step with a message', async () => {
    catalogueApi();
    const el = mount('fms-service-checkout', { step: 'confirm' });
    let asked: unknown = null;
    el.addEventListener('checkoutstep', (e) => { asked = (e as CustomEvent).detail; });
    await waitText(el, PURCHASE_MESSAGES.service);
    expect(shadowOf(el).querySelector('h2')!.textContent).to.equal('選擇加值服務');
    await waitFor(() => asked, 'checkoutstep');
    expect(asked).to.deep.equal({ step: 'service', replace: true });
    // The host moves to the service step's route: the message stays until the user moves on.
    el.setAttribute('step', 'service');
    await waitText(el, '影像調閱加值');
    expect(shadowOf(el).querySelector('[role="status"]')!.textContent).to.equal(PURCHASE_MESSAGES.service);
  });

  it('invoice problems show on their fields and nothing is sent; a server field error lands on its field', async () => {
    const api = catalogueApi().on(plus.createOrder, fail(4000001, '電子郵件格式不正確。', 'invoice.email'));
    const el = mount('fms-service-checkout');
    await waitText(el, '影像調閱加值');
    await toConfirm(el);
    (await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[value="triplicate"]'), '三聯式')).click();
    await clickButton(el, '確認付款');
    const email = await control(el, '電子郵件');
    await waitFor(() => errorOf(el, email).includes(INVOICE_MESSAGES.email), 'the e-mail error');
    expect(errorOf(el, await control(el, '統一編號'))).to.include(INVOICE_MESSAGES.taxId);
    expect(api.callsTo(plus.createOrder)).to.have.length(0);

    await fill(email, 'billing@fleet-demo.tw');
    await fill(await control(el, '發票抬頭'), '好運物流');
    await fill(await control(el, '統一編號'), '04595257');
    await clickButton(el, '確認付款');
    await waitFor(() => errorOf(el, email).includes('電子郵件格式不正確。'), 'the server error on the e-mail');
    expect(email.value).to.equal('billing@fleet-demo.tw');
    expect(api.callsTo(plus.createOrder)[0].body).to.deep.include({ planUid: 'plan-video-month', carUids: ['car-1', 'car-2'], paymentMethod: 'card' });
  });

  it('an ATM order shows its virtual account, amount and due time', async () => {
    const atm = { bankCode: '822', account: '9123456789012345', expiresAt: Date.UTC(2027, 1, 4, 15, 59) };
    const order = orderOf({ paymentMethod: 'atm', atm });
    catalogueApi().on(plus.createOrder, order).on(payment.syncOrderStatus, order);
    const el = mount('fms-service-checkout');
    let placed: unknown = null;
    el.addEventListener('orderplace', (e) => { placed = (e as CustomEvent).detail; });
    await waitText(el, '影像調閱加值');
    await toConfirm(el);
    await fill(await control(el, '電子郵件'), 'billing@fleet-demo.tw');
    (await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[value="atm"]'), 'ATM')).click();
    await clickButton(el, '確認付款');
    await waitText(el, '9123 4567 8901 2345');
    const text = shadowOf(el).textContent!;
    expect(text).to.include('待付款');
    expect(text).to.include('NT$ 600');
    expect(text).to.include('2027-02-04 23:59');
    expect(placed).to.deep.equal({ orderUid: 'order-1', orderCode: 'SO202702010001', paymentMethod: 'atm' });
    const link = shadowOf(el).querySelector<HTMLAnchorElement>('a.btn')!;
    expect(link.getAttribute('href')).to.equal('/serviceOrder/detail?uid=order-1');
  });

  it('a card order asks the payment bridge for its return path and refuses a redirect off the payment host', async () => {
    const api = catalogueApi()
      .on(plus.createOrder, orderOf())
      .on(payment.token, { paymentToken: 'pt-1', orderCode: 'SO202702010001', amount: 600, currency: 'TWD', expiresAt: NOW + 900_000 })
      .on(payment.createPayment, { paymentUid: 'pay-1', redirectUrl: 'https://evil.example/checkout' })
      .on(payment.syncOrderStatus, orderOf());
    const el = mount('fms-service-checkout', { 'return-path': '/serviceManagement/payment' });
    await waitText(el, '影像調閱加值');
    await toConfirm(el);
    await fill(await control(el, '電子郵件'), 'billing@fleet-demo.tw');
    await clickButton(el, '確認付款');
    await waitText(el, PAYMENT_REDIRECT_REFUSED);
    expect(api.callsTo(payment.createPayment)[0].body).to.deep.equal({ orderCode: 'SO202702010001', paymentToken: 'pt-1', returnUrl: '/serviceManagement/payment' });
    expect(location.href).to.not.include('evil.example');
    await button(el, '前往付款');
  });

  it('back from the provider with a paid order shows 付款成功 with the order; a declined one offers 重新付款', async () => {
    let status = 3;
    fakeApi().on(payment.syncOrderStatus, () => orderOf({ status, statusLabel: status === 3 ? '付款成功' : '付款失敗', paidAt: status === 3 ? NOW : null }));
    history.replaceState(null, '', `${location.pathname}?orderCode=SO202702010001&paymentResult=paid`);
    const paid = mount('fms-service-checkout');
    await waitText(paid, '付款成功');
    expect(shadowOf(paid).textContent).to.include('SO202702010001');
    expect(shadowOf(paid).textContent).to.include('KEA-1001、KEA-1002');
    paid.remove();

    status = 1;
    const declined = mount('fms-service-checkout', { step: 'payment' });
    await waitText(declined, '付款失敗');
    await button(declined, '重新付款');
  });

  it('a pending result shows 訂單確認中 and 重新整理 asks the bridge again', async () => {
    const api = fakeApi().on(payment.syncOrderStatus, () => orderOf());
    history.replaceState(null, '', `${location.pathname}?orderCode=SO202702010001&paymentResult=pending`);
    const el = mount('fms-service-checkout');
    await waitText(el, '訂單確認中');
    await clickButton(el, '重新整理');
    await waitFor(() => api.callsTo(payment.syncOrderStatus).length >= 2, 'a second sync');
  });

  it('issue 22: back from the provider for an order cancelled meanwhile it says nothing was charged and why, and offers no payment', async () => {
    fakeApi().on(payment.syncOrderStatus, () => orderOf({ status: 4, statusLabel: '取消訂單' }));
    history.replaceState(null, '', `${location.pathname}?orderCode=SO202702010001&paymentResult=declined`);
    const el = mount('fms-service-checkout');
    const alert = await waitFor(() => shadowOf(el).querySelector('.payment-step [role="alert"]'), 'the refusal');
    expect(alert.textContent).to.equal(`${CARD_PAYMENT_REFUSALS.notCharged}${CARD_PAYMENT_REFUSALS.cancelled}`);
    expect(shadowOf(el).textContent).to.not.include('付款成功');
    expect([...shadowOf(el).querySelectorAll('button')].map((b) => b.textContent)).to.not.include('重新付款');
  });

  it('issue 22: the bridge refusing to pay an order already paid is shown where 前往付款 was pressed', async () => {
    catalogueApi()
      .on(plus.createOrder, orderOf())
      .on(payment.token, () => fail(4090001, CARD_PAYMENT_REFUSALS.paid, 'orderCode'))
      .on(payment.syncOrderStatus, orderOf());
    const el = mount('fms-service-checkout', { 'return-path': '/serviceManagement/payment' });
    await waitText(el, '影像調閱加值');
    await toConfirm(el);
    await fill(await control(el, '電子郵件'), 'billing@fleet-demo.tw');
    await clickButton(el, '確認付款');
    await waitText(el, CARD_PAYMENT_REFUSALS.paid);
  });

  describe('issue 23: card checkout on a partner\'s page', () => {
    const consoleHost = $config.get().hosts.payment;
    const PAY_HOST = 'https://pay.example.test/payment';
    let opened: string[] = [];
    // The provider is another site: the test records where the browser would go instead of leaving.
    const stopLeaving = (event: Event) => {
      const nav = event as Event & { destination: { url: string; sameDocument: boolean } };
      if (nav.destination.sameDocument) return;
      opened.push(nav.destination.url);
      event.preventDefault();
    };
    beforeEach(() => {
      opened = [];
      (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', stopLeaving);
    });
    afterEach(() => {
      (window as unknown as { navigation: EventTarget }).navigation.removeEventListener('navigate', stopLeaving);
      configure({ hosts: { payment: consoleHost } });
    });

    function cardApi(): FakeApi {
      return catalogueApi()
        .on(plus.createOrder, orderOf())
        .on(payment.token, { paymentToken: 'pt-1', orderCode: 'SO202702010001', amount: 600, currency: 'TWD', expiresAt: NOW + 900_000 })
        .on(payment.createPayment, { paymentUid: 'pay-1', redirectUrl: '/payment/sandboxpay/checkout/pay-1' })
        .on(payment.syncOrderStatus, orderOf());
    }

    async function placeByCard(el: Element): Promise<void> {
      await waitText(el, '影像調閱加值');
      await toConfirm(el);
      await fill(await control(el, '電子郵件'), 'billing@fleet-demo.tw');
      await clickButton(el, '確認付款');
    }

    it('the bridge\'s path is opened on the payment host, and the provider returns to the partner\'s return-url', async () => {
      configure({ hosts: { payment: PAY_HOST } });
      const api = cardApi();
      const el = mount('fms-service-checkout', { 'return-url': 'https://partner.example.com/checkout.html?console=x' });
      await placeByCard(el);
      await waitFor(() => opened.length > 0 || null, 'the way to the provider');
      expect(opened).to.deep.equal(['https://pay.example.test/payment/sandboxpay/checkout/pay-1']);
      expect(api.callsTo(payment.createPayment)[0].body.returnUrl).to.equal('https://partner.example.com/checkout.html?console=x');
      expect(shadowOf(el).textContent).to.not.include(PAYMENT_REDIRECT_REFUSED);
    });

    it('a payment that cannot start says why and that the cars are held, and 取消訂單 (asked first) frees them', async () => {
      let status = 0;
      const api = cardApi()
        .on(payment.createPayment, () => fail(4000001, CARD_PAYMENT_REFUSALS.returnUrl, 'returnUrl'))
        .on(payment.syncOrderStatus, () => orderOf({ status, statusLabel: status === 4 ? '取消訂單' : '待付款' }))
        .on(plus.cancelOrder, () => { status = 4; return orderOf({ status: 4, statusLabel: '取消訂單' }); });
      const el = mount('fms-service-checkout', { 'return-url': 'https://elsewhere.example.net/back' });
      await placeByCard(el);
      await waitText(el, CARD_PAYMENT_REFUSALS.returnUrl);
      await waitText(el, paymentNotStartedText('SO202702010001'));
      await button(el, '前往付款');
      await clickButton(el, '取消訂單');
      await waitText(el, '確定要取消訂單 SO202702010001 嗎？');
      expect(api.callsTo(plus.cancelOrder)).to.have.length(0);
      const confirm = [...shadowOf(el).querySelectorAll('button')].filter((b) => b.textContent?.trim() === '取消訂單').at(-1)!;
      confirm.click();
      await waitFor(() => api.callsTo(plus.cancelOrder).length === 1 || null, 'the cancel');
      await waitText(el, CARD_PAYMENT_REFUSALS.cancelled);
      expect(api.callsTo(plus.cancelOrder)[0].params).to.deep.equal({ uid: 'order-1' });
      expect(shadowOf(el).textContent).to.not.include(paymentNotStartedText('SO202702010001'));
      expect([...shadowOf(el).querySelectorAll('button')].map((b) => b.textContent)).to.not.include('前往付款');
      expect(opened).to.deep.equal([]);
      // The way on: buy again, with the cars free.
      const again = await waitFor(() => [...shadowOf(el).querySelectorAll('a')].find((a) => a.textContent === '重新選購') ?? null, '重新選購');
      again.click();
      await waitText(el, '選擇加值服務');
    });

    it('back on the partner\'s page after 取消付款 it shows the order, that nothing was charged, and 重新付款 or 取消訂單', async () => {
      fakeApi().on(payment.syncOrderStatus, () => orderOf({ status: 1, statusLabel: '付款失敗' }));
      history.replaceState(null, '', `${location.pathname}?console=x&orderCode=SO202702010001&paymentResult=cancelled`);
      const el = mount('fms-service-checkout', { 'return-url': 'https://partner.example.com/checkout.html?console=x' });
      await waitText(el, PAYMENT_RETURN_MESSAGES.cancelled);
      const text = shadowOf(el).textContent!;
      expect(text).to.include('付款失敗');
      expect(text).to.include('SO202702010001');
      await button(el, '重新付款');
      await button(el, '取消訂單');
    });
  });
});
