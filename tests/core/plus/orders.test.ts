import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/core/api/contract/plus';
import {
  atmExpiredAt, orderActionsOf, orderCarsText, orderListBody, REPURCHASE_MESSAGES, repurchaseOf,
} from '../../../src/core/plus';

const NOW = Date.UTC(2026, 10, 26, 4, 0); // 2026-11-26 12:00 Taipei
const PAGE = { offset: 20, limit: 10 };

describe('orderListBody (the order filter as the order/list body)', () => {
  it('leaves out everything not filtered', () => {
    expect(orderListBody({}, PAGE)).toEqual({ offset: 20, limit: 10 });
  });

  it.each([
    [[3, 0, 3], [0, 3]],
    [[], undefined],
    [[0, 1, 2, 3, 4, 5], undefined],
    [[9 as never, 1], [1]],
  ])('statuses %j are sent as %j', (status, expected) => {
    expect(orderListBody({ status: status as never }, PAGE).status).toEqual(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-02', Date.UTC(2026, 9, 31, 16), Date.UTC(2026, 10, 2, 16) - 1],
    ['2026-11-02', '2026-11-01', Date.UTC(2026, 9, 31, 16), Date.UTC(2026, 10, 2, 16) - 1],
    ['2026-11-01', '', Date.UTC(2026, 9, 31, 16), undefined],
    ['', '2026-11-01', undefined, Date.UTC(2026, 10, 1, 16) - 1],
    ['2026-02-30', 'nonsense', undefined, undefined],
  ])('created days %s to %s are the Taipei days from %s to %s', (startDate, endDate, startTime, endTime) => {
    const body = orderListBody({ startDate, endDate }, PAGE);
    expect(body.startTime).toBe(startTime);
    expect(body.endTime).toBe(endTime);
  });

  it('the fixed car (the app\'s) wins over the filter\'s car', () => {
    expect(orderListBody({ carUid: 'car-2' }, PAGE).carUid).toBe('car-2');
    expect(orderListBody({ carUid: 'car-2' }, PAGE, 'car-1').carUid).toBe('car-1');
  });
});

const atm = (expiresAt: number) => ({ bankCode: '822', account: '9123456789012345', expiresAt });
const cars = [{ carUid: 'car-1', carNo: 'KEA-101' }];
const order = (status: Order['status'], paymentMethod: 'card' | 'atm', expiresAt = NOW + 1000) =>
  ({ status, paymentMethod, atm: paymentMethod === 'atm' ? atm(expiresAt) : null, cars });

describe('orderActionsOf (what an order offers, spec 4)', () => {
  const none = { cancel: false, delete: false, payAgain: false, markTransferred: false, editInvoice: false, repurchase: false };
  it.each([
    ['card 0 待付款', order(0, 'card'), { cancel: true, payAgain: true, editInvoice: true }],
    ['card 1 付款失敗', order(1, 'card'), { cancel: true, payAgain: true, editInvoice: true }],
    ['ATM 0 within its due time', order(0, 'atm'), { cancel: true, markTransferred: true, editInvoice: true }],
    ['ATM 0 past its due time', order(0, 'atm', NOW - 1), { cancel: true, payAgain: true, editInvoice: true }],
    ['ATM 1 expired', order(1, 'atm', NOW - 1), { cancel: true, payAgain: true, editInvoice: true }],
    ['ATM 1 not expired (a refused card)', order(1, 'atm'), { cancel: true, editInvoice: true }],
    ['2 訂單確認中', order(2, 'atm'), { editInvoice: true }],
    ['3 付款成功', order(3, 'card'), { repurchase: true }],
    ['4 取消訂單', order(4, 'card'), { delete: true, repurchase: true }],
    ['5 作廢訂單', order(5, 'atm', NOW - 1), { delete: true, repurchase: true }],
  ])('%s', (_, facts, offered) => {
    expect(orderActionsOf(facts, NOW)).toEqual({ ...none, ...offered });
  });

  it('an order without cars cannot be bought again', () => {
    expect(orderActionsOf({ ...order(3, 'card'), cars: [] }, NOW).repurchase).toBe(false);
  });

  it('an ATM account expires after its due time, a card order never', () => {
    expect(atmExpiredAt(order(0, 'atm', NOW), NOW)).toBe(false);
    expect(atmExpiredAt(order(0, 'atm', NOW - 1), NOW)).toBe(true);
    expect(atmExpiredAt(order(0, 'card'), NOW)).toBe(false);
  });
});

describe('repurchaseOf (再次購買)', () => {
  const plan = { uid: 'plan-video-month' } as Order['plan'];
  const two = [{ carUid: 'car-1', carNo: 'KEA-101' }, { carUid: 'car-2', carNo: 'KEA-102' }];
  const invoice = { invoiceType: 'duplicate' as const, email: 'a@example.com' };

  it('orders the same plan for the same cars with the same invoice', () => {
    expect(repurchaseOf({ status: 3, plan, cars: two, invoice }, 'atm')).toEqual({
      ok: true, body: { planUid: 'plan-video-month', carUids: ['car-1', 'car-2'], paymentMethod: 'atm', invoice },
    });
  });

  it('for the app orders only its car', () => {
    expect(repurchaseOf({ status: 4, plan, cars: two, invoice: null }, 'card', 'car-2')).toEqual({
      ok: true, body: { planUid: 'plan-video-month', carUids: ['car-2'], paymentMethod: 'card' },
    });
  });

  it.each([
    [0, undefined, REPURCHASE_MESSAGES.notOver],
    [2, undefined, REPURCHASE_MESSAGES.notOver],
    [3, 'car-9', REPURCHASE_MESSAGES.noCar],
  ])('status %s for car %s is refused: %s', (status, carUid, message) => {
    expect(repurchaseOf({ status: status as Order['status'], plan, cars: two, invoice: null }, 'card', carUid)).toEqual({ ok: false, message });
  });
});

describe('orderCarsText', () => {
  it.each([
    [[], '—'],
    [['A'], 'A'],
    [['A', 'B', 'C'], 'A、B、C'],
    [['A', 'B', 'C', 'D'], 'A、B、C 等 4 輛'],
  ])('%j → %s', (nos, text) => {
    expect(orderCarsText(nos.map((carNo) => ({ carNo })))).toBe(text);
  });
});
