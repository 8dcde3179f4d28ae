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
