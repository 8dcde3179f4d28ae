import { Type } from '@sinclair/typebox';
import { endpoint, Millis, Uid } from './endpoint';
import { Order } from './plus';

/**
 * The payment bridge of spec 7.10 with the reference server's sandbox card provider, whose path
 * name is PAYMENT_PROVIDER. The checkout page and its form post are the provider's own pages, of our
 * design: plain HTML served by the bridge, so the demo needs no outside service.
 *
 * Test cards: SANDBOX_CARDS.success is paid, SANDBOX_CARDS.declined is declined. An ATM order's
 * transfer or expiry is played with atmSimulate (the sandbox's test console).
 */
export const PAYMENT_PROVIDER = 'sandboxpay';
export const SANDBOX_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * Where the checkout sends the browser back: a path of this site, or an absolute http(s) URL of
 * the console's own origin or of a partner origin listed in FMS_PARTNER_ORIGINS (issue 23: a
 * partner's customer comes back to the partner's page); the bridge refuses any other origin.
 */
export const ReturnUrl = Type.String({ pattern: '^(/(?![/\\\\])|https?://[^/\\\\\\s?#]+(?:[/?#]|$))[^\\s]*$', maxLength: 500 });

/** cancelled: the customer left the provider's form with 取消付款 (issue 23). */
export const PaymentResult = Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('declined'), Type.Literal('cancelled')]);

export const payment = {
  token: endpoint({
    id: 'payment.token', host: 'payment', method: 'GET', path: 'sandboxpay/token/:code', auth: 'plus', appFlow: true, permission: ['P_P44', 'P_P45'],
    summary: 'A payment token (15 minutes) for an order awaiting card payment; code is the order code.',
    params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }),
    response: Type.Object({ paymentToken: Type.String(), orderCode: Type.String(), amount: Type.Integer(), currency: Type.Literal('TWD'), expiresAt: Millis }),
    effect: 'read',
  }),
  createPayment: endpoint({
    id: 'payment.createPayment', host: 'payment', method: 'POST', path: 'sandboxpay/create-payment', auth: 'plus', appFlow: true, permission: ['P_P44', 'P_P45'],
    summary: 'Start a card payment of an order; redirectUrl is the provider\'s checkout page, which returns to returnUrl.',
    body: Type.Object({
      orderCode: Type.String({ minLength: 1, maxLength: 40 }),
      paymentToken: Type.String({ minLength: 1, maxLength: 2000 }),
      returnUrl: ReturnUrl,
    }),
    response: Type.Object({ paymentUid: Uid, redirectUrl: Type.String() }),
    effect: 'write', audit: '建立付款',
  }),
  syncOrderStatus: endpoint({
    id: 'payment.syncOrderStatus', host: 'payment', method: 'PUT', path: 'sandboxpay/sync-order-status/:orderCode', auth: 'plus', appFlow: true, permission: ['P_P44', 'P_P45'],
    summary: 'Bring the order\'s status in line with its latest payment (3 付款成功 or 1 付款失敗) and return it.',
    params: Type.Object({ orderCode: Type.String({ minLength: 1, maxLength: 40 }) }),
    response: Order,
    effect: 'write', audit: false,
  }),
  atmSimulate: endpoint({
    id: 'payment.atmSimulate', host: 'payment', method: 'POST', path: 'sandboxpay/atm-simulate/:orderCode', auth: 'plus', permission: ['P_P44', 'P_P45'],
    summary: 'Sandbox only, like a provider\'s test console: the bank receives the transfer of an ATM order (3 付款成功), or its account expires unpaid (1 付款失敗).',
    params: Type.Object({ orderCode: Type.String({ minLength: 1, maxLength: 40 }) }),
    body: Type.Object({ outcome: Type.Union([Type.Literal('transfer'), Type.Literal('expire')]) }),
    response: Order,
    extension: true,
    effect: 'write', audit: true,
  }),
  checkoutPage: endpoint({
    id: 'payment.checkoutPage', host: 'payment', method: 'GET', path: 'sandboxpay/checkout/:paymentUid', auth: 'none',
    summary: 'The sandbox provider\'s card form (HTML). The unguessable payment uid is the capability.',
    params: Type.Object({ paymentUid: Uid }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'read',
  }),
  checkoutSubmit: endpoint({
    id: 'payment.checkoutSubmit', host: 'payment', method: 'POST', path: 'sandboxpay/checkout/:paymentUid', auth: 'none',
    summary: 'The card form\'s post (url-encoded): pays or declines, then 303 to the return URL; bad input shows the form again.',
    params: Type.Object({ paymentUid: Uid }),
    body: Type.Object({
      cardNumber: Type.String({ maxLength: 40 }),
      expiry: Type.String({ maxLength: 10 }),
      cvc: Type.String({ maxLength: 10 }),
      holder: Type.Optional(Type.String({ maxLength: 60 })),
      action: Type.Optional(Type.Union([Type.Literal('pay'), Type.Literal('cancel')])),
    }),
    response: Type.Null(),
    kind: 'download',
    extension: true,
    effect: 'write',
  }),
};
