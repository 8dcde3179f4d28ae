import { useStore } from '@nanostores/react';
import type { Endpoint } from '../../../core/api/contract/endpoint';
import type { Order } from '../../../core/api/contract/plus';
import { orderStatusLabel, orderStatusTone, PAYMENT_METHOD_LABELS, type OrderTone } from '../../../core/catalogue/orders';
import { formatTaipei, formatTwd } from '../../../core/format';
import { orderCarsText } from '../../../core/plus/orders';
import { inAppView, plusBearer } from '../../../core/http';
import { $currentUser, $session } from '../../../core/session';
import { canCall } from '../../shared/ui/page-kit/permission';

/**
 * What the order list and the order detail share (spec 4 'Plus service order status'): the status
 * with its success, error or waiting icon (the label is always beside it, so colour and icon are
 * never the only cue), and the order's summary lines.
 */

const TONE_CLASS: Record<OrderTone, string> = { success: 'order-status-success', error: 'order-status-error', pending: 'order-status-pending' };

function ToneIcon({ tone }: { tone: OrderTone }) {
  return (
    <svg className="order-status-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      {tone === 'success' && <path d="M4.5 8.3l2.3 2.3 4.7-4.9" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />}
      {tone === 'error' && <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />}
      {tone === 'pending' && <path d="M8 4.2V8l2.6 1.6" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />}
    </svg>
  );
}

/** The status of an order: its icon by tone, then the catalogue's label (待付款 … 作廢訂單). */
export function OrderStatusBadge({ status }: { status: number }) {
  const tone = orderStatusTone(status);
  return (
    <span className={`order-status ${TONE_CLASS[tone]}`} data-tone={tone}>
      <ToneIcon tone={tone} />
      {orderStatusLabel(status)}
    </span>
  );
}

/** An order's moments as the pages show them (Taipei). */
export const orderTime = (ms: number | null | undefined): string => (ms ? formatTaipei(ms, 'YYYY-MM-DD HH:mm') : '—');

/** The summary pairs of an order, in the order both the card and the panel show them. */
export function orderSummary(order: Order): Array<{ label: string; value: string }> {
  return [
    { label: '方案', value: order.plan.name },
    { label: '車輛', value: `${orderCarsText(order.cars)}（${order.cars.length} 輛）` },
    { label: '金額', value: formatTwd(order.amount) },
    { label: '付款方式', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
    { label: '建立時間', value: orderTime(order.createdAt) },
  ];
}

export const ORDER_STATUS_CSS = `
.order-status { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; white-space: nowrap; }
.order-status-icon { flex: none; }
.order-status-success .order-status-icon { color: var(--_success); }
.order-status-error .order-status-icon { color: var(--_danger); }
.order-status-pending .order-status-icon { color: var(--_warning); }
.order-status-error { color: var(--_danger); }
`;

/**
 * Whether the viewer may make a plus call, judged by the token the http client will send with it
 * (core plusBearer): the hand-off's plus token reaches only the calls marked appFlow for its car; a
 * console token needs the endpoint's codes (page kit canCall); without a token nothing is allowed.
 */
export function useCanPlusCall(endpoint: Pick<Endpoint, 'permission' | 'appFlow'>): boolean {
  const { accessToken, plusAccessToken } = useStore($session);
  const { auth } = useStore($currentUser);
  const { kind } = plusBearer({ appFlow: endpoint.appFlow, appView: inAppView(), accessToken, plusAccessToken });
  return kind === 'plus' || (kind === 'console' && canCall(endpoint, auth));
}
