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
/** After a card payment that did not start: the order is still open and holds its cars; the ways out. */
export const paymentNotStartedText = (orderCode: string): string =>
  `訂單 ${orderCode} 尚未付款，所選車輛仍保留在此訂單中：可再按「前往付款」，或取消訂單以釋出車輛。`;

/** `url` read against `base` (a host like '/payment' or 'https://pay.example.net'), itself read against `origin`; null when unreadable. */
function resolveUnder(url: string, base: string, origin: string): URL | null {
  try {
    return new URL(url, new URL(base.replace(/\/*$/, '/'), origin));
  } catch {
    return null;
  }
}

/**
 * The provider's address as the browser must open it: the bridge may answer a path (its own host's),
 * which is read against the payment host, not against the page — on a partner's page the two differ
 * (issue 23). Null when unreadable.
 */
export function providerUrlOf(redirectUrl: string, paymentBase: string, origin: string): string | null {
  return resolveUnder(redirectUrl, paymentBase, origin)?.href ?? null;
}

/**
 * What create-payment is given as returnUrl for a page to come back to (`target`: an absolute URL
 * or a path of the page's site, read against `origin`): a path when the page lies on the payment
 * host's origin (the console's own pages, as before), else the absolute URL, which the bridge
 * accepts only on the console's own or a listed partner origin (FMS_PARTNER_ORIGINS).
 */
export function bridgeReturnUrl(target: string, paymentBase: string, origin: string): string {
  let page: URL;
  try {
    page = new URL(target, origin);
  } catch {
    return target;
  }
  const bridge = resolveUnder('', paymentBase, origin);
  return bridge && bridge.origin === page.origin ? `${page.pathname}${page.search}${page.hash}` : page.href;
}

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
 * of this site (e.g. '/serviceManagement/payment') or, on a partner's page, an absolute URL of the
 * partner's listed origin; the provider appends orderCode and paymentResult.
 * Resolves the outcome; on success the browser is already on its way.
 */
export async function startCardPayment(orderCode: string, returnPath: string, deps: CardPaymentDeps = browserDeps): Promise<CardPaymentOutcome> {
  const token = await deps.token(orderCode);
  if (token.status !== 0 || !token.data) return failure(token, PAYMENT_START_FAILED);
  const returnUrl = bridgeReturnUrl(returnPath, deps.paymentBase(), deps.origin());
  const created = await deps.create({ orderCode, paymentToken: token.data.paymentToken, returnUrl });
  if (created.status !== 0 || !created.data) return failure(created, PAYMENT_START_FAILED);
  const redirectUrl = providerUrlOf(created.data.redirectUrl, deps.paymentBase(), deps.origin());
  if (!redirectUrl || !isPaymentHostUrl(redirectUrl, deps.paymentBase(), deps.origin())) {
    console.error(PAYMENT_REDIRECT_REFUSED, created.data.redirectUrl);
    return { ok: false, status: -1, message: PAYMENT_REDIRECT_REFUSED };
  }
  deps.go(redirectUrl);
  return { ok: true, redirectUrl };
}

/** What the provider sent back on the return path's query; null when the query is not a return. */
export interface PaymentReturn {
  orderCode: string;
  /** cancelled: the customer left the provider's form with 取消付款 (nothing charged; the order is 付款失敗 and may be paid again). */
  result: 'pending' | 'paid' | 'declined' | 'cancelled';
}

const RESULTS = ['pending', 'paid', 'declined', 'cancelled'] as const;

export function paymentReturnOf(query: URLSearchParams | Record<string, string | undefined>): PaymentReturn | null {
  const get = (key: string) => (query instanceof URLSearchParams ? query.get(key) : query[key]) ?? '';
  const orderCode = get('orderCode').trim();
  const result = get('paymentResult') as PaymentReturn['result'];
  if (!orderCode || orderCode.length > 40 || !RESULTS.includes(result)) return null;
  return { orderCode, result };
}
