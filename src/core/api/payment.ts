import { hostUrl } from '../config/store';
import { fillPath } from '../http/headers';
import { call } from './call';
import type { BodyOf } from './contract/endpoint';
import { payment } from './contract/payment';

/**
 * Typed payment-bridge calls (spec 7.10). After createPayment the caller sends the browser to
 * data.redirectUrl (the provider's page), which comes back to returnUrl; then syncOrderStatus.
 */
export const fetchPaymentToken = (orderCode: string) => call(payment.token, { params: { code: orderCode } });
export const createPayment = (body: BodyOf<typeof payment.createPayment>) => call(payment.createPayment, { body });
export const syncOrderStatus = (orderCode: string) => call(payment.syncOrderStatus, { params: { orderCode } });
/** The sandbox's test console: an ATM order's transfer arrives, or its account expires unpaid. */
export const simulateAtm = (orderCode: string, outcome: BodyOf<typeof payment.atmSimulate>['outcome']) =>
  call(payment.atmSimulate, { params: { orderCode }, body: { outcome } });

/**
 * The sandbox provider's own page and its form post: the browser goes there (redirectUrl) and the
 * page posts to itself, so the console only needs their addresses (e.g. to open the page in tests).
 */
export const checkoutPageUrl = (paymentUid: string) => hostUrl(payment.checkoutPage.host, fillPath(payment.checkoutPage.path, { paymentUid }));
export const checkoutFormAction = (paymentUid: string) => hostUrl(payment.checkoutSubmit.host, fillPath(payment.checkoutSubmit.path, { paymentUid }));
