import { describe, expect, it, vi } from 'vitest';
import {
  bridgeReturnUrl, isPaymentHostUrl, paymentReturnOf, PAYMENT_REDIRECT_REFUSED, providerUrlOf, startCardPayment, type CardPaymentDeps,
} from '../../../src/core/plus';

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
    await expect(startCardPayment('SO1', '/serviceManagement/payment', d)).resolves.toEqual({ ok: true, redirectUrl: `${ORIGIN}/payment/sandboxpay/checkout/p` });
    expect(d.create).toHaveBeenCalledWith({ orderCode: 'SO1', paymentToken: 't', returnUrl: '/serviceManagement/payment' });
    expect(d.go).toHaveBeenCalledWith(`${ORIGIN}/payment/sandboxpay/checkout/p`);
  });

  it('issue 23: on a partner\'s page the bridge\'s path is read against the payment host, and the return is the partner\'s absolute URL', async () => {
    const d = { ...deps('/payment/sandboxpay/checkout/p'), paymentBase: () => `${ORIGIN}/payment`, origin: () => 'https://partner.example.com' };
    const outcome = await startCardPayment('SO1', '/shop/checkout.html?console=x', d);
    expect(outcome).toEqual({ ok: true, redirectUrl: `${ORIGIN}/payment/sandboxpay/checkout/p` });
    expect(d.create).toHaveBeenCalledWith({ orderCode: 'SO1', paymentToken: 't', returnUrl: 'https://partner.example.com/shop/checkout.html?console=x' });
    expect(d.go).toHaveBeenCalledWith(`${ORIGIN}/payment/sandboxpay/checkout/p`);
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

describe('providerUrlOf (issue 23: the bridge\'s address read against the payment host)', () => {
  it.each([
    ['/payment/sandboxpay/checkout/p', `${ORIGIN}/payment`, 'https://partner.example.com', `${ORIGIN}/payment/sandboxpay/checkout/p`],
    ['/payment/sandboxpay/checkout/p', '/payment', ORIGIN, `${ORIGIN}/payment/sandboxpay/checkout/p`],
    ['sandboxpay/checkout/p', 'https://pay.example.net/bridge', 'https://partner.example.com', 'https://pay.example.net/bridge/sandboxpay/checkout/p'],
    ['https://pay.example.net/x', `${ORIGIN}/payment`, ORIGIN, 'https://pay.example.net/x'],
  ])('%s under %s on %s → %s', (url, base, origin, expected) => {
    expect(providerUrlOf(url, base, origin)).toBe(expected);
  });
});

describe('bridgeReturnUrl (a path on the payment host\'s origin, else absolute)', () => {
  it.each([
    ['/serviceManagement/payment', '/payment', ORIGIN, '/serviceManagement/payment'],
    [`${ORIGIN}/serviceManagement/payment?x=1`, `${ORIGIN}/payment`, ORIGIN, '/serviceManagement/payment?x=1'],
    ['/checkout.html?console=c', `${ORIGIN}/payment`, 'https://partner.example.com', 'https://partner.example.com/checkout.html?console=c'],
    ['https://partner.example.com/done', `${ORIGIN}/payment`, 'https://partner.example.com', 'https://partner.example.com/done'],
  ])('%s (payment host %s, page %s) → %s', (target, base, origin, expected) => {
    expect(bridgeReturnUrl(target, base, origin)).toBe(expected);
  });
});

describe('paymentReturnOf', () => {
  it('reads the provider\'s return query', () => {
    expect(paymentReturnOf(new URLSearchParams('orderCode=SO202611260001&paymentResult=paid'))).toEqual({ orderCode: 'SO202611260001', result: 'paid' });
    expect(paymentReturnOf({ orderCode: 'SO1', paymentResult: 'declined' })).toEqual({ orderCode: 'SO1', result: 'declined' });
    expect(paymentReturnOf({ orderCode: 'SO1', paymentResult: 'cancelled' })).toEqual({ orderCode: 'SO1', result: 'cancelled' });
  });
  it.each(['', 'orderCode=SO1', 'paymentResult=paid', 'orderCode=SO1&paymentResult=stolen'])('%s is no return', (q) => {
    expect(paymentReturnOf(new URLSearchParams(q))).toBeNull();
  });
});
