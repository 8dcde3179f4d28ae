import { describe, expect, it, vi } from 'vitest';
import { isPaymentHostUrl, paymentReturnOf, PAYMENT_REDIRECT_REFUSED, startCardPayment, type CardPaymentDeps } from '../../../src/core/plus';

const ORIGIN = 'https://fleet.example.com';

describe('isPaymentHostUrl (a payment redirect goes only to the payment host)', () => {
  it.each([
    ['/payment/sandboxpay/checkout/pay_1', '/payment', true],
    ['https://fleet.example.com/payment/x', '/payment/', true],
    ['/payment', '/payment', false],
    ['/paymentevil/x', '/payment', false],
    ['/payment/../api/x', '/payment', false],
    ['https://evil.example.com/payment/x', '/payment', false],
    ['//evil.example.com/payment/x', '/payment', false],
    ['javascript:alert(1)', '/payment', false],
    ['https://pay.example.net/sandboxpay/checkout/1', 'https://pay.example.net', true],
    ['https://pay.example.net.evil.io/sandboxpay', 'https://pay.example.net', false],
    ['http://pay.example.net/sandboxpay', 'https://pay.example.net', false],
  ])('%s under %s → %s', (url, base, expected) => {
    expect(isPaymentHostUrl(url, base, ORIGIN)).toBe(expected);
  });
});

function deps(redirectUrl: string) {
  return {
    token: vi.fn<CardPaymentDeps['token']>(async () => ({ status: 0, data: { paymentToken: 't', orderCode: 'SO1', amount: 1, currency: 'TWD', expiresAt: 1 } })),
    create: vi.fn<CardPaymentDeps['create']>(async () => ({ status: 0, data: { paymentUid: 'p', redirectUrl } })),
    paymentBase: () => '/payment',
    origin: () => ORIGIN,
    go: vi.fn((url: string) => void url),
  };
}

describe('startCardPayment', () => {
  it('asks a token, creates the payment with the return path and goes to the provider', async () => {
    const d = deps('/payment/sandboxpay/checkout/p');
    await expect(startCardPayment('SO1', '/serviceManagement/payment', d)).resolves.toEqual({ ok: true, redirectUrl: '/payment/sandboxpay/checkout/p' });
    expect(d.create).toHaveBeenCalledWith({ orderCode: 'SO1', paymentToken: 't', returnUrl: '/serviceManagement/payment' });
    expect(d.go).toHaveBeenCalledWith('/payment/sandboxpay/checkout/p');
  });

  it('refuses a redirect off the payment host and stays', async () => {
    const d = deps('https://evil.example.com/steal');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startCardPayment('SO1', '/x', d)).resolves.toMatchObject({ ok: false, message: PAYMENT_REDIRECT_REFUSED });
    expect(d.go).not.toHaveBeenCalled();
  });

  it('passes the server\'s message on when the token is refused', async () => {
    const d = deps('/payment/x');
    d.token.mockImplementation(async () => ({ status: 4090000, message: '此訂單目前的狀態不能付款。', field: 'orderCode' }));
    await expect(startCardPayment('SO1', '/x', d)).resolves.toEqual({ ok: false, status: 4090000, message: '此訂單目前的狀態不能付款。', field: 'orderCode' });
    expect(d.create).not.toHaveBeenCalled();
  });
});

describe('paymentReturnOf', () => {
  it('reads the provider\'s return query', () => {
    expect(paymentReturnOf(new URLSearchParams('orderCode=SO202611260001&paymentResult=paid'))).toEqual({ orderCode: 'SO202611260001', result: 'paid' });
    expect(paymentReturnOf({ orderCode: 'SO1', paymentResult: 'declined' })).toEqual({ orderCode: 'SO1', result: 'declined' });
  });
  it.each(['', 'orderCode=SO1', 'paymentResult=paid', 'orderCode=SO1&paymentResult=stolen'])('%s is no return', (q) => {
    expect(paymentReturnOf(new URLSearchParams(q))).toBeNull();
  });
});
