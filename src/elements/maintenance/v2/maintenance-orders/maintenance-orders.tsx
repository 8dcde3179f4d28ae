import { useEffect, useState } from 'react';
import { maintenanceOrder as endpoints, type MaintenanceOrder } from '../../../../core/api/contract/maintenance';
import { MAINTENANCE_ORDER_STATUSES, type MaintenanceOrderStatus } from '../../../../core/api/contract/vocabulary/work';
import { deleteMaintenanceOrders, exportMaintenanceOrders, getMaintenanceOrder, listMaintenanceOrders } from '../../../../core/api/maintenance';
import { formatTaipei } from '../../../../core/format';
import { orderNameOf } from '../../../../core/maintenance';
import { $managedCarOptions, createExport, createListResource, createMutation, pageOf } from '../../../../core/resource';
import { BADGE_CSS, DIALOG_CSS, StatusTag, ToastRegion, TOAST_CSS, uiCss, type DataTableColumn } from '../../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall, type FilterField } from '../../../shared/ui/page-kit';
import { useResource } from '../../../shared/ui/use-resource';
import { MAINTENANCE_ITEMS_CSS } from '../../shared/items-field';
import { ORDER_STATUS_CHOICES } from './order-fields';
import { OrderDialog } from './order-dialog';

export interface MaintenanceOrdersProps {
  /** Opens this order's edit dialog (/maintenanceV2/orderData/{uid}). */
  orderUid?: string;
  /** Only this car's orders. */
  carUid?: string;
  /** The edit dialog of an order was opened or closed: the host keeps the URL on it ('' when closed). */
  onOrderFocus?: (detail: { orderUid: string }) => void;
}

interface Filters { carUid?: string; status?: string }

const FILTERS: FilterField<Filters>[] = [
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
  { key: 'status', label: '工單狀態', kind: 'select', options: ORDER_STATUS_CHOICES },
];
const TONES: Record<MaintenanceOrderStatus, 'info' | 'warning' | 'success' | 'neutral'> = { open: 'info', processing: 'warning', done: 'success', cancelled: 'neutral' };
const when = (ms: number | null) => (ms === null ? '—' : <span className="nowrap">{formatTaipei(ms, 'YYYY-MM-DD HH:mm')}</span>);

const COLUMNS: DataTableColumn<MaintenanceOrder>[] = [
  { key: 'orderNo', header: '工單編號', cell: (o) => <strong className="nowrap">{o.orderNo}</strong> },
  { key: 'car', header: '車號', cell: (o) => <span className="nowrap">{o.car.carNo}</span> },
  { key: 'cycle', header: '原保修週期', cell: (o) => o.originalCycle?.name ?? '—' },
  { key: 'status', header: '狀態', cell: (o) => <StatusTag tone={TONES[o.status]}>{MAINTENANCE_ORDER_STATUSES[o.status].label}</StatusTag> },
  { key: 'openedAt', header: '開單時間', cell: (o) => when(o.openedAt) },
  { key: 'scheduledAt', header: '預定保修時間', cell: (o) => when(o.scheduledAt) },
  { key: 'factory', header: '保修廠', cell: (o) => o.factoryName || '—' },
  { key: 'items', header: '保修項目', cell: (o) => o.items.map((i) => i.name).join('、') || '—' },
  { key: 'cost', header: '費用', align: 'end', cell: (o) => <span className="nowrap">{o.cost.toLocaleString('zh-TW')} 元</span> },
];

function queryOf(f: Filters, carUid: string | undefined) {
  const car = carUid || f.carUid;
  return { ...(car ? { carUid: car } : {}), ...(f.status ? { status: [f.status as MaintenanceOrderStatus] } : {}) };
}

type Editing = { order: MaintenanceOrder | null } | null;

/**
 * The maintenance orders of /maintenanceV2/orderData (spec 2.11, 3 'Maintenance order', 7.8; P_P39):
 * number, car, the original cycle, status, times, shop, 保修項目 and cost, with add, edit (a dialog,
 * items and cost included; done records the service on the order's reservation), delete named in
 * the confirmation, and export as 保修工單_{YYYY-MM-DD}.xlsx.
 */
export function MaintenanceOrders({ orderUid, carUid, onOrderFocus }: MaintenanceOrdersProps) {
  const list = useResource(() => createListResource<MaintenanceOrder, Filters>({
    load: async (q) => pageOf(await listMaintenanceOrders({ ...queryOf(q.filters, carUid), offset: q.offset, limit: q.limit })),
  }));
  const remove = useResource(() => createMutation(deleteMaintenanceOrders, '刪除失敗，請稍後再試。'));
  const exporter = useResource(() => createExport<Filters>((f, progress, signal) => exportMaintenanceOrders(queryOf(f, carUid), progress, signal)));
  const canEdit = useCanCall(endpoints.update);
  const [editing, setEditing] = useState<Editing>(null);
  const [linkError, setLinkError] = useState('');

  // A linked order (/maintenanceV2/orderData/{uid}) opens its edit dialog.
  useEffect(() => {
    if (!orderUid) return;
    let live = true;
    void getMaintenanceOrder(orderUid).then((body) => {
      if (!live) return;
      if (body.status === 0 && body.data) setEditing({ order: body.data });
      else setLinkError('找不到這筆工單，可能已被刪除。');
    });
    return () => { live = false; };
  }, [orderUid]);

  const open = (order: MaintenanceOrder | null) => {
    setEditing({ order });
    if (order) onOrderFocus?.({ orderUid: order.uid });
  };
  const close = () => {
    if (editing?.order) onOrderFocus?.({ orderUid: '' });
    setEditing(null);
  };

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, MAINTENANCE_ITEMS_CSS, OWN_CSS)}</style>
      <div className="maintenance-orders" part="base">
        {linkError && <p className="link-error" role="alert">{linkError}</p>}
        <ListPage<MaintenanceOrder, Filters> heading="保修工單" resource={list} filters={carUid ? FILTERS.slice(1) : FILTERS} columns={COLUMNS}
          rowKey={(o) => o.uid} rowName={orderNameOf} emptyText="沒有保修工單"
          create={{ endpoint: endpoints.create, label: '新增工單', onCreate: () => open(null) }}
          edit={canEdit ? { endpoint: endpoints.update, onEdit: (o) => open(o) } : undefined}
          remove={{ endpoint: endpoints.remove, mutation: remove, heading: '刪除保修工單' }}
          exporter={{ endpoint: endpoints.export, resource: exporter }} />
      </div>
      {editing && (
        <OrderDialog key={editing.order?.uid ?? 'new'} order={editing.order} onClose={close}
          onSaved={() => { close(); void list.reload(); }} />
      )}
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.maintenance-orders { min-width: 0; }
.nowrap { white-space: nowrap; }
.link-error { color: var(--_danger); }
`;
