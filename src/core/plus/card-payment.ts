import { createPayment, fetchPaymentToken } from '../api/payment';
import { hostUrl } from '../config/store';
import type { ApiBody } from '../http/client';

/**
 * Paying an order by card through the payment bridge (spec 7.10): a payment token for the order,
 * create-payment with the page to come back to, then the browser goes to the provider's redirectUrl
 * — only when that address is on the configured payment host (issue 16: a payment redirect goes
 * only to the payment host). The provider sends the browser back to the return path with
 * ?orderCode=…&paymentResult=…, where the page asks sync-order-status (`paymentReturnOf`).
 */

export const PAYMENT_REDIRECT_REFUSED = '付款頁面的網址不在設定的付款服務網域，已停止前往。';
export const PAYMENT_START_FAILED = '無法開始刷卡付款，請稍後再試。';

/**
 * Whether `url` lies under the payment host `paymentBase` (absolute, or a path of this site),
 * both read against `origin`: same scheme, host and port, and the path inside the base's path.
 */
export function isPaymentHostUrl(url: string, paymentBase: string, origin: string): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url, origin);
    base = new URL(paymentBase.replace(/\/*$/, '/'), origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.origin !== base.origin) return false;
  // Resolving drops '..' segments, so a path that climbs out of the base no longer starts with it.
  return target.pathname.startsWith(base.pathname);
}

export type CardPaymentOutcome =
  | { ok: true; redirectUrl: string }
  | { ok: false; status: number; message: string; field?: string };

export interface CardPaymentDeps {
  token: typeof fetchPaymentToken;
  create: typeof createPayment;
  paymentBase: () => string;
  origin: () => string;
  go: (url: string) => void;
}

const browserDeps: CardPaymentDeps = {
  token: fetchPaymentToken,
  create: createPayment,
  paymentBase: () => hostUrl('payment', ''),
  origin: () => (typeof location === 'undefined' ? 'http://localhost' : location.origin),
  go: (url) => location.assign(url),
};

const failure = (body: ApiBody<unknown>, fallback: string): CardPaymentOutcome =>
  ({ ok: false, status: body.status, message: body.message || fallback, ...(body.field ? { field: body.field } : {}) });

/**
 * Starts the card payment of an order and sends the browser to the provider. `returnPath` is a path
 * of this site (e.g. '/serviceManagement/payment'); the provider appends orderCode and paymentResult.
 * Resolves the outcome; on success the browser is already on its way.
 */
export async function startCardPayment(orderCode: string, returnPath: string, deps: CardPaymentDeps = browserDeps): Promise<CardPaymentOutcome> {
  const token = await deps.token(orderCode);
  if (token.status !== 0 || !token.data) return failure(token, PAYMENT_START_FAILED);
  const created = await deps.create({ orderCode, paymentToken: token.data.paymentToken, returnUrl: returnPath });
  if (created.status !== 0 || !created.data) return failure(created, PAYMENT_START_FAILED);
  const { redirectUrl } = created.data;
  if (!isPaymentHostUrl(redirectUrl, deps.paymentBase(), deps.origin())) {
    console.error(PAYMENT_REDIRECT_REFUSED, redirectUrl);
    return { ok: false, status: -1, message: PAYMENT_REDIRECT_REFUSED };
  }
  deps.go(redirectUrl);
  return { ok: true, redirectUrl };
}

/** What the provider sent back on the return path's query; null when the query is not a return. */
export interface PaymentReturn {
  orderCode: string;
  result: 'pending' | 'paid' | 'declined';
}

const RESULTS = ['pending', 'paid', 'declined'] as const;

export function paymentReturnOf(query: URLSearchParams | Record<string, string | undefined>): PaymentReturn | null {
  const get = (key: string) => (query instanceof URLSearchParams ? query.get(key) : query[key]) ?? '';
  const orderCode = get('orderCode').trim();
  const result = get('paymentResult') as PaymentReturn['result'];
  if (!orderCode || orderCode.length > 40 || !RESULTS.includes(result)) return null;
  return { orderCode, result };
}
