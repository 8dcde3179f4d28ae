import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { plus, type Order } from '../../../core/api/contract/plus';
import { syncOrderStatus } from '../../../core/api/payment';
import { cancelOrder, fetchOrder, markOrderPending } from '../../../core/api/plus';
import { now } from '../../../core/clock';
import { paymentReturnNotice, paymentReturnOf, startCardPayment } from '../../../core/plus';
import { atmExpiredAt, ORDER_ACTION_LABELS, orderActionsOf, orderCancelQuestion } from '../../../core/plus/orders';
import { createItemResource, unwrap } from '../../../core/resource';
import { AtmAccount, ATM_ACCOUNT_CSS } from '../shared/atm-account';
import { ORDER_STATUS_CSS, OrderStatusBadge, orderSummary, orderTime, useCanPlusCall } from '../shared/order-status';
import { Button, ConfirmDialog, Dialog, LoadingState, uiCss, ResourceError } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useLatest, useMutation, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { InvoiceSection } from './invoice-section';
import { RepurchaseForm } from './repurchase-form';

export type ServiceOrderView = 'detail' | 'repurchase' | 'payment-account';

export interface ServiceOrderProps {
  orderUid?: string;
  /** 'detail' (default), 'repurchase' (再次購買 of this order) or 'payment-account' (its ATM account). */
  view?: string;
  /** The app's car: 再次購買 orders for it alone. */
  carUid?: string;
  /** Where the card provider sends the browser back; '{uid}' stands for the order paid. Default: this page with ?uid=. */
  returnPath?: string;
  /** The order moved (cancelled, marked transferred, invoice saved, payment synced): its uid and new status. */
  onOrderChange?: (detail: { uid: string; status: number }) => void;
  /** An ended order was deleted from the list. */
  onOrderDelete?: (detail: { uid: string }) => void;
  /** 再次購買 made a new order (ATM: its account is shown; card: the browser goes to the provider). */
  onOrderRepurchase?: (detail: { uid: string; code: string; paymentMethod: 'card' | 'atm' }) => void;
}

type Asking = 'cancel' | 'delete' | 'transferred' | null;

const QUESTIONS: Record<Exclude<Asking, null>, { heading: string; confirm: string; message: (code: string) => string; danger: boolean }> = {
  cancel: { heading: ORDER_ACTION_LABELS.cancel, confirm: ORDER_ACTION_LABELS.cancel, message: orderCancelQuestion, danger: true },
  delete: { heading: ORDER_ACTION_LABELS.delete, confirm: ORDER_ACTION_LABELS.delete, message: (c) => `確定要刪除訂單 ${c} 嗎？刪除後將不再出現在訂單列表，此動作無法復原。`, danger: true },
  transferred: { heading: ORDER_ACTION_LABELS.markTransferred, confirm: '確認已轉帳', message: (c) => `確認已將訂單 ${c} 的款項轉入上列帳號？訂單將改為「訂單確認中」，待銀行入帳後開通服務。`, danger: false },
};

const returnPathFor = (template: string | undefined, uid: string) => {
  const base = template || `${typeof location === 'undefined' ? '/' : location.pathname}?uid={uid}`;
  return base.replace('{uid}', encodeURIComponent(uid));
};

/**
 * One plus service order (spec 2.11 'order detail with a detail panel', 4, 7.9, 7.10): status,
 * code, plan, cars, amount, payment, times, the ATM account, the invoice, and what the order offers
 * (core orderActionsOf): 取消訂單 and 刪除訂單 (asked first), 重新付款 by card, 我已完成轉帳, 編輯發票,
 * 再次購買. Back from the card provider (?orderCode&paymentResult) it syncs the order and says how it went.
 */
export function ServiceOrder({ orderUid = '', view = 'detail', carUid, returnPath, onOrderChange, onOrderDelete, onOrderRepurchase }: ServiceOrderProps) {
  const uid = useLatest(orderUid);
  const item = useResource(() => createItemResource<Order | null>({
    load: async () => (uid.current ? unwrap(await fetchOrder(uid.current)) : null),
    errorText: '讀取訂單失敗，請稍後再試。',
  }));
  useReloadOn(orderUid, () => item.reload());
  const state = useStore(item.$state);
  const [shown, setShown] = useState<Order | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [askError, setAskError] = useState('');
  const [notice, setNotice] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [repurchasing, setRepurchasing] = useState(false);
  const [paying, setPaying] = useState(false);
  const headingId = useId();
  const synced = useRef(false);

  const cancel = useMutation(cancelOrder, '操作失敗，請稍後再試。');
  const pending = useMutation(markOrderPending, '操作失敗，請稍後再試。');
  const canCancel = useCanPlusCall(plus.cancelOrder);
  const canPending = useCanPlusCall(plus.pendingOrder);
  const canInvoice = useCanPlusCall(plus.setInvoice);
  const canCreate = useCanPlusCall(plus.createOrder);

  // The newest answer wins: a reload's data, or the order a change returned.
  useEffect(() => { setShown(state.data ?? null); }, [state.data]);
  const order = shown && shown.uid === orderUid ? shown : null;

  const changed = (next: Order) => {
    setShown(next);
    onOrderChange?.({ uid: next.uid, status: next.status });
  };

  // Back from the provider: bring the order in line with the payment, once.
  useEffect(() => {
    if (!order || synced.current || typeof location === 'undefined') return;
    const back = paymentReturnOf(new URLSearchParams(location.search));
    if (!back || back.orderCode !== order.code) return;
    synced.current = true;
    void syncOrderStatus(back.orderCode).then((body) => {
      const synced = body.status === 0 && body.data ? body.data : null;
      if (synced) changed(synced);
      const notice = paymentReturnNotice(back.result, synced?.status ?? null);
      setNotice(synced ? notice : { ...notice, text: body.message || notice.text });
    });
  }, [order?.code]);

  async function confirm() {
    if (!order || !asking) return;
    const result = asking === 'transferred' ? await pending.send(order.uid) : await cancel.send(order.uid);
    if (!result.ok) return setAskError(result.message);
    const was = asking;
    setAsking(null);
    if (was === 'delete') {
      setDeleted(true);
      setNotice({ text: `訂單 ${order.code} 已刪除。`, tone: 'status' });
      onOrderDelete?.({ uid: order.uid });
      return;
    }
    setNotice({ text: was === 'cancel' ? `訂單 ${order.code} 已取消。` : `已通知轉帳完成，訂單 ${order.code} 確認中。`, tone: 'status' });
    changed(result.data);
  }

  async function payAgain() {
    if (!order || paying) return;
    setPaying(true);
    setNotice(null);
    const outcome = await startCardPayment(order.code, returnPathFor(returnPath, order.uid));
    if (!outcome.ok) {
      setPaying(false);
      setNotice({ text: outcome.message, tone: 'alert' });
    }
  }

  const ask = (what: Asking) => { setAskError(''); setAsking(what); };
  const busy = cancel.sending || pending.sending;

  let body;
  if (!orderUid) body = <p role="alert">未指定訂單。</p>;
  else if (deleted) body = null;
  else if (!order && state.loading) body = <LoadingState text="正在讀取訂單…" />;
  else if (!order) body = <ResourceError className="detail-error" message={state.error || '查無此訂單。'} onRetry={item.reload} />;
  else {
    const actions = orderActionsOf(order, now());
    const expired = atmExpiredAt(order, now());
    const atmOpen = order.atm && (order.status === 0 || order.status === 1);
    const actionBar = (
      <div className="order-actions" role="group" aria-label="訂單操作">
        {actions.markTransferred && canPending && <Button variant="primary" onClick={() => ask('transferred')}>{ORDER_ACTION_LABELS.markTransferred}</Button>}
        {actions.payAgain && <Button variant="primary" loading={paying} onClick={() => void payAgain()}>{ORDER_ACTION_LABELS.payAgain}</Button>}
        {actions.repurchase && canCreate && view === 'detail' && <Button variant="primary" onClick={() => setRepurchasing(true)}>{ORDER_ACTION_LABELS.repurchase}</Button>}
        {actions.cancel && canCancel && <Button variant="danger" onClick={() => ask('cancel')}>{ORDER_ACTION_LABELS.cancel}</Button>}
        {actions.delete && canCancel && <Button variant="danger" onClick={() => ask('delete')}>{ORDER_ACTION_LABELS.delete}</Button>}
      </div>
    );
    if (view === 'repurchase') {
      body = (
        <>
          <p className="order-code">原訂單 {order.code} <OrderStatusBadge status={order.status} /></p>
          {actions.repurchase && canCreate
            ? <RepurchaseForm order={order} carUid={carUid} returnPathOf={(next) => returnPathFor(returnPath, next)}
                onCreated={(next) => onOrderRepurchase?.({ uid: next.uid, code: next.code, paymentMethod: next.paymentMethod })} />
            : <p role="alert">此訂單目前無法再次購買：請先完成付款或取消訂單。</p>}
        </>
      );
    } else if (view === 'payment-account') {
      body = (
        <>
          <p className="order-code">訂單編號 {order.code} <OrderStatusBadge status={order.status} /></p>
          {order.atm ? <AtmAccount atm={order.atm} amount={order.amount} expired={expired} /> : <p>此訂單以信用卡付款，沒有轉帳帳號。</p>}
          {expired && actions.payAgain && <p className="muted">轉帳帳號已逾期，可改以信用卡重新付款。</p>}
          {actionBar}
        </>
      );
    } else {
      const [plan, , amount, method, created] = orderSummary(order);
      body = (
        <>
          <dl className="detail-list" part="panel">
            <div className="detail-row"><dt>訂單狀態</dt><dd><OrderStatusBadge status={order.status} /></dd></div>
            <div className="detail-row"><dt>訂單編號</dt><dd className="order-code">{order.code}</dd></div>
            <div className="detail-row"><dt>{plan.label}</dt><dd>{plan.value}（{order.plan.months} 個月）</dd></div>
            <div className="detail-row"><dt>車輛</dt><dd>{order.cars.map((c) => c.carNo).join('、') || '—'}（{order.cars.length} 輛）</dd></div>
            <div className="detail-row"><dt>{amount.label}</dt><dd className="order-amount">{amount.value}</dd></div>
            <div className="detail-row"><dt>{method.label}</dt><dd>{method.value}</dd></div>
            <div className="detail-row"><dt>{created.label}</dt><dd>{created.value}</dd></div>
            <div className="detail-row"><dt>付款時間</dt><dd>{orderTime(order.paidAt)}</dd></div>
          </dl>
          {atmOpen && order.atm && (
            <section className="order-section" aria-labelledby="order-atm-heading">
              <h3 id="order-atm-heading">ATM 轉帳資訊</h3>
              <AtmAccount atm={order.atm} amount={order.amount} expired={expired} />
              {expired && <p className="muted">轉帳帳號已逾期，可改以信用卡重新付款。</p>}
            </section>
          )}
          <InvoiceSection order={order} editable={actions.editInvoice && canInvoice} onSaved={(next) => { changed(next); setNotice({ text: '發票資料已更新。', tone: 'status' }); }} />
          {actionBar}
        </>
      );
    }
  }

  const question = asking ? QUESTIONS[asking] : null;
  const heading = view === 'repurchase' ? '再次購買' : view === 'payment-account' ? '付款帳號' : '訂單明細';
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, ORDER_STATUS_CSS, ATM_ACCOUNT_CSS, OWN_CSS)}</style>
      <section className="service-order" part="base" aria-labelledby={headingId} aria-busy={state.loading || undefined}>
        <h2 id={headingId} className="list-heading">{heading}</h2>
        {notice && <p className={`order-notice order-notice-${notice.tone}`} role={notice.tone}>{notice.text}</p>}
        {body}
      </section>
      <ConfirmDialog open={!!question} tone={question?.danger ? 'danger' : 'default'} heading={question?.heading ?? ''}
        confirmLabel={question?.confirm} cancelLabel="返回" busy={busy} onCancel={() => setAsking(null)} onConfirm={() => void confirm()}
        message={order && question && (
          <>
            <p className="delete-message">{question.message(order.code)}</p>
            {askError && <p className="form-error" role="alert">{askError}</p>}
          </>
        )} />
      {order && (
        <Dialog open={repurchasing} onClose={() => setRepurchasing(false)} heading="再次購買">
          {repurchasing && (
            <RepurchaseForm order={order} carUid={carUid} returnPathOf={(next) => returnPathFor(returnPath, next)} onCancel={() => setRepurchasing(false)}
              onCreated={(next) => onOrderRepurchase?.({ uid: next.uid, code: next.code, paymentMethod: next.paymentMethod })} />
          )}
        </Dialog>
      )}
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.service-order { display: grid; gap: var(--_space-3); min-width: 0; max-width: 64em; }
.service-order > h2 { padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); }
.order-section { display: grid; gap: var(--_space-2); border-top: 1px solid var(--_border); padding-top: var(--_space-3); }
.order-section h3 { margin: 0; font-size: 1.05em; }
.order-section > .btn { justify-self: start; }
.order-code { font-family: var(--_font-mono); margin: 0; overflow-wrap: anywhere; }
.order-amount { font-weight: 700; }
.order-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); }
.order-notice { margin: 0; padding: var(--_space-2) var(--_space-3); border-radius: var(--_radius); border: 1px solid; }
.order-notice-status { border-color: var(--_success); background: color-mix(in srgb, var(--_success) 8%, var(--_surface)); }
.order-notice-alert { border-color: var(--_danger); background: color-mix(in srgb, var(--_danger) 8%, var(--_surface)); }
.muted { color: var(--_muted); margin: 0; }
.form-error { color: var(--_danger); margin: 0; }
.repurchase-form, .repurchase-done, .invoice-form { display: grid; gap: var(--_space-2); }
`;
