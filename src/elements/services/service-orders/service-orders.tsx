import { useId, useMemo } from 'react';
import type { Order } from '../../../core/api/contract/plus';
import { listOrders } from '../../../core/api/plus';
import { ORDER_STATUS_CODES, ORDER_STATUSES, type OrderStatusCode } from '../../../core/catalogue/orders';
import type { ListUrlSpec } from '../../../core/navigation/list-url';
import { orderListBody, type OrderFilters } from '../../../core/plus/orders';
import { createListResource, pageOf } from '../../../core/resource';
import { ORDER_STATUS_CSS, OrderStatusBadge, orderSummary } from '../shared/order-status';
import { EmptyState, LoadingState, Pagination, uiCss, ResourceError } from '../../shared/ui';
import { PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useLatest, useListPage, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { OrderFilter, ORDER_FILTER_CSS } from './order-filter';

export interface ServiceOrdersProps {
  /** Only this car's orders (the app's history); the car filter is then left out. */
  carUid?: string;
  /** An order card was chosen (click, Enter or Space): the host shows its detail. */
  onOrderSelect?: (detail: { uid: string; code: string }) => void;
}

const PAGE_SIZES = [10, 20, 50] as const;

/** The filter, page and rows per page in the URL (issue 24, 9): ?status=PAID,CANCELLED&startDate=…&carUid=…&page=2&rows=20. */
const URL_SPEC: ListUrlSpec = {
  filters: [
    { key: 'status', kind: 'choices', values: ORDER_STATUS_CODES, nameOf: (code) => ORDER_STATUSES[code as OrderStatusCode].key },
    { key: 'startDate', kind: 'date' },
    { key: 'endDate', kind: 'date' },
    { key: 'carUid', kind: 'choice' },
  ],
  pageSizes: PAGE_SIZES,
};
/** One car's orders (the app): its car is the page's own parameter, not a filter. */
const ONE_CAR_URL_SPEC: ListUrlSpec = { ...URL_SPEC, filters: URL_SPEC.filters.filter((f) => f.key !== 'carUid') };

function OrderCard({ order, onOpen }: { order: Order; onOpen?: () => void }) {
  const [plan, cars, amount, method, created] = orderSummary(order);
  const body = (
    <>
      <span className="order-card-top">
        <OrderStatusBadge status={order.status} />
        <span className="order-card-amount">{amount.value}</span>
      </span>
      <span className="order-card-code">訂單編號 {order.code}</span>
      <span className="order-card-line"><span className="order-card-label">{plan.label}</span>{plan.value}</span>
      <span className="order-card-line"><span className="order-card-label">{cars.label}</span>{cars.value}</span>
      <span className="order-card-line"><span className="order-card-label">{method.label}</span>{method.value}</span>
      <span className="order-card-line"><span className="order-card-label">{created.label}</span>{created.value}</span>
    </>
  );
  return onOpen
    ? <button type="button" className="order-card" aria-label={`訂單 ${order.code}，${order.statusLabel}，${amount.value}，${created.value}`} onClick={onOpen}>{body}</button>
    : <div className="order-card">{body}</div>;
}

/**
 * The plus service orders (spec 2.11 'Service orders', 4; P_P45): a filter (statuses, created
 * days, car), the orders newest first as cards with their status icon and label, code, plan, cars,
 * amount and created time, rows per page and pages, and the 查無資料, loading and error states.
 */
export function ServiceOrders({ carUid, onOrderSelect }: ServiceOrdersProps) {
  const car = useLatest(carUid);
  const list = useResource(() => createListResource<Order, OrderFilters>({
    load: async (q) => pageOf(await listOrders(orderListBody(q.filters, q, car.current))),
  }));
  useReloadOn(carUid ?? '', () => list.reload());
  const { state, page, changePage } = useListPage(list, useMemo(() => (carUid ? ONE_CAR_URL_SPEC : URL_SPEC), [carUid]));
  const headingId = useId();

  let content;
  if (state.loading && state.rows.length === 0) content = <LoadingState text="正在讀取訂單…" />;
  else if (state.error && state.rows.length === 0) content = null;
  else if (state.rows.length === 0) content = <EmptyState heading="查無資料" description="沒有符合條件的訂單。" />;
  else {
    content = (
      <ul className="order-cards" aria-busy={state.loading || undefined}>
        {state.rows.map((order) => (
          <li key={order.uid}>
            <OrderCard order={order} onOpen={onOrderSelect ? () => onOrderSelect({ uid: order.uid, code: order.code }) : undefined} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, ORDER_STATUS_CSS, ORDER_FILTER_CSS, OWN_CSS)}</style>
      <section className="service-orders" part="base" aria-labelledby={headingId}>
        <h2 id={headingId} className="list-heading">{carUid ? '訂單紀錄' : '訂單管理'}</h2>
        <OrderFilter value={state.filters} withoutCar={!!carUid} onApply={(filters) => void list.setFilters(filters)} />
        {state.error && <ResourceError className="detail-error" message={state.error} onRetry={list.reload} />}
        <div part="list">{content}</div>
        {state.total > 0 && (
          <Pagination offset={page.offset} limit={page.limit} total={page.total} pageSizes={PAGE_SIZES} label="訂單分頁"
            disabled={state.loading} onPageChange={(offset, limit) => void changePage(offset, limit)} />
        )}
      </section>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.service-orders { display: grid; gap: var(--_space-2); min-width: 0; }
.order-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); grid-template-columns: repeat(auto-fill, minmax(min(100%, 20em), 1fr)); }
.order-card { display: grid; gap: 4px; width: 100%; text-align: start; font: inherit; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius-large); padding: var(--_space-3); box-shadow: var(--_shadow-1); min-width: 0; }
button.order-card { cursor: pointer; }
button.order-card:hover { border-color: var(--_primary); }
button.order-card:focus-visible { outline: var(--_focus-ring); outline-offset: var(--_focus-offset); }
.order-card > span { display: block; min-width: 0; overflow-wrap: anywhere; }
.order-card-top { display: flex !important; justify-content: space-between; align-items: center; gap: var(--_space-2); flex-wrap: wrap; }
.order-card-amount { font-weight: 700; font-size: 1.1em; font-variant-numeric: tabular-nums; }
.order-card-code { font-family: var(--_font-mono); color: var(--_muted); }
.order-card-label { color: var(--_muted); margin-inline-end: var(--_space-1); }
`;
