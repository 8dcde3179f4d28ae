import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { syncOrderStatus } from '../../../core/api/payment';
import { cancelOrder } from '../../../core/api/plus';
import { ORDER_STATUS, plus, type Order } from '../../../core/api/contract/plus';
import { ENDED_ORDER_STATUSES, orderStatusIn, orderStatusLabel, orderStatusTone } from '../../../core/catalogue/orders';
import { now } from '../../../core/clock';
import { formatTaipei, formatTwd } from '../../../core/format';
import { PAYMENT_RETURN_MESSAGES, paymentNotStartedText, refusedText, startCardPayment, type PaymentReturn } from '../../../core/plus';
import { ORDER_ACTION_LABELS, orderActionsOf, orderCancelQuestion } from '../../../core/plus/orders';
import { createItemResource, unwrap } from '../../../core/resource';
import { AtmAccount } from '../shared';
import { useCanPlusCall } from '../shared/order-status';
import { Button, ConfirmDialog, FieldError, ResourceError, LoadingState, StatusTag } from '../../shared/ui';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { useMayOpen } from '../../shared/chrome/may-open';
import { useLatest, useMutation, useResource } from '../../shared/ui/use-resource';

/**
 * The payment page (/serviceManagement/payment, /serviceManagement/app/payment and /app/redirect):
 * the order is brought in line with its payment (PUT sync-order-status, which returns it) and shown —
 * 付款成功 with what was bought, 付款失敗 with 重新付款, 訂單確認中 with 重新整理, or an ATM order's
 * account and due time. Never blank: a missing order code or a failed call says so. When the card
 * payment could not start (issue 23), it says why and that the order still holds its cars, and
 * offers the ways out: 前往付款 again, or 取消訂單 (asked first), which frees the cars.
 */

export interface PaymentStepProps {
  orderCode: string;
  /** What the provider said on the way back, if the page is its return. */
  returned: PaymentReturn['result'] | null;
  returnPath: string;
  /** Why the card payment of the order just placed did not start, if it did not. */
  startError?: string;
  /** The order's page: /serviceOrder/detail or its app variant. */
  orderHref: (order: Order) => string;
  /** A link to start another purchase. */
  restartHref: string;
  onRestart: () => void;
}

const TONE = { success: 'success', error: 'danger', pending: 'warning' } as const;

export function PaymentStep({ orderCode, returned, returnPath, startError = '', orderHref, restartHref, onRestart }: PaymentStepProps) {
  const code = useLatest(orderCode);
  const item = useResource(() => createItemResource<Order>({
    load: async () => unwrap(await syncOrderStatus(code.current), '無法讀取訂單的付款狀態，請稍後再試。'),
  }));
  const { data: order, loading, error } = useStore(item.$state);
  const [payError, setPayError] = useState(startError);
  const [paying, setPaying] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cancelError, setCancelError] = useState('');
  const cancel = useMutation(cancelOrder, '操作失敗，請稍後再試。');
  const canCancel = useCanPlusCall(plus.cancelOrder);
  const mayOpen = useMayOpen();
  useEffect(() => { void item.reload(); }, [orderCode]);

  async function confirmCancel(o: Order) {
    const result = await cancel.send(o.uid);
    if (!result.ok) return setCancelError(result.message);
    setAsking(false);
    setPayError('');
    // The bridge's view of the order, as on every visit of this page: now 取消訂單.
    await item.reload();
  }

  async function payAgain(o: Order) {
    setPaying(true);
    setPayError('');
    const outcome = await startCardPayment(o.code, returnPath);
    if (!outcome.ok) {
      setPayError(outcome.message);
      setPaying(false);
    }
  }

  if (!orderCode) {
    return (
      <div role="alert">
        <FieldError>找不到要付款的訂單編號。</FieldError>
        <p><a href={consoleHref(restartHref)} onClick={(e) => followInConsole(e, onRestart)}>重新選購加值服務</a></p>
      </div>
    );
  }
  if (error && !order) {
    return (
      <ResourceError message={error} onRetry={() => item.reload()} />
    );
  }
  if (!order) return <LoadingState text="正在確認付款結果…" />;

  const pendingCard = order.status === ORDER_STATUS.AWAITING_PAYMENT && order.paymentMethod === 'card' && returned === 'pending';
  const label = pendingCard ? orderStatusLabel(ORDER_STATUS.CONFIRMING) : orderStatusLabel(order.status);
  const tone = pendingCard ? 'warning' : TONE[orderStatusTone(order.status)];
  const atmOpen = order.paymentMethod === 'atm' && order.atm && order.status === ORDER_STATUS.AWAITING_PAYMENT;
  // The order rule of core (a card order still open, an ATM order whose account expired), unless the provider just said it is still settling.
  const actions = orderActionsOf(order, now());
  const canPayByCard = actions.payAgain && !pendingCard;
  const confirming = pendingCard || order.status === ORDER_STATUS.CONFIRMING;
  const ended = orderStatusIn(ENDED_ORDER_STATUSES, order.status);
  const cardFailedText = returned === 'cancelled' ? PAYMENT_RETURN_MESSAGES.cancelled : '刷卡未成功，訂單尚未付款。';

  return (
    <div className="payment-step" aria-busy={loading || undefined}>
      <h3 className="payment-status"><StatusTag tone={tone}>{label}</StatusTag></h3>
      {order.status === ORDER_STATUS.PAID && <p>付款完成，加值服務已開通。</p>}
      {order.status === ORDER_STATUS.PAYMENT_FAILED && <p>{order.paymentMethod === 'atm' ? 'ATM 繳費期限已過，訂單未付款。可改以信用卡付款。' : cardFailedText}</p>}
      {confirming && <p>付款結果確認中，請稍後重新整理查看。</p>}
      {/* Cancelled or voided while its payment was open: the bridge refused the card (issue 22). */}
      {ended && <p role="alert">{refusedText(order.status)}</p>}
      {atmOpen && <p>請於繳費期限前轉帳至以下帳號，入帳後訂單即顯示付款成功。</p>}
      {atmOpen && order.atm && <AtmAccount atm={order.atm} amount={order.amount} expired={order.atm.expiresAt < now()} />}
      <dl className="checkout-summary">
        <dt>訂單編號</dt><dd>{order.code}</dd>
        <dt>方案</dt><dd>{order.plan.name}</dd>
        <dt>車輛</dt><dd>{order.cars.map((c) => c.carNo).join('、')}</dd>
        <dt>金額</dt><dd>{formatTwd(order.amount)}</dd>
        {order.paidAt && <><dt>付款時間</dt><dd>{formatTaipei(order.paidAt, 'YYYY-MM-DD HH:mm')}</dd></>}
      </dl>
      {payError && (
        <div role="alert">
          <FieldError>{payError}</FieldError>
          {actions.cancel && <p>{paymentNotStartedText(order.code)}</p>}
        </div>
      )}
      <div className="checkout-actions">
        {canPayByCard && (
          <Button variant="primary" loading={paying} onClick={() => void payAgain(order)}>
            {order.status === ORDER_STATUS.PAYMENT_FAILED ? '重新付款' : '前往付款'}
          </Button>
        )}
        {confirming && <Button loading={loading} onClick={() => void item.reload()}>重新整理</Button>}
        {actions.cancel && canCancel && <Button variant="danger" onClick={() => { setCancelError(''); setAsking(true); }}>{ORDER_ACTION_LABELS.cancel}</Button>}
        {mayOpen(orderHref(order)) && <a className="btn btn-secondary" href={consoleHref(orderHref(order))} onClick={(e) => followInConsole(e)}>查看訂單</a>}
        {/* After paying, or once the order is cancelled (its cars freed), the customer may buy again. */}
        {(order.status === ORDER_STATUS.PAID || ended) && (
          <a href={consoleHref(restartHref)} onClick={(e) => followInConsole(e, onRestart)}>{ended ? '重新選購' : '繼續選購'}</a>
        )}
      </div>
      <ConfirmDialog open={asking} heading={ORDER_ACTION_LABELS.cancel} confirmLabel={ORDER_ACTION_LABELS.cancel} cancelLabel="返回" tone="danger"
        busy={cancel.sending} onConfirm={() => void confirmCancel(order)} onCancel={() => setAsking(false)}
        message={(
          <>
            <p>{orderCancelQuestion(order.code)}</p>
            {cancelError && <p className="form-error" role="alert">{cancelError}</p>}
          </>
        )} />
    </div>
  );
}
