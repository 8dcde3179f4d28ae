import { createMaintenanceOrder, originalCycleOf, updateMaintenanceOrder } from '../../../../core/api/maintenance';
import { maintenanceOrder as endpoints, type MaintenanceOrder } from '../../../../core/api/contract/maintenance';
import { orderNameOf } from '../../../../core/maintenance';
import { pathOf } from '../../../../core/pages/paths';
import { consoleHref, followInConsole } from '../../../shared/chrome/links';
import { createMutation } from '../../../../core/resource';
import { Dialog, showToast } from '../../../shared/ui';
import { EndpointForm } from '../../../shared/ui/page-kit';
import { useResource } from '../../../shared/ui/use-resource';
import { orderCreateOf, orderFields, orderUpdateOf, orderValuesOf, type OrderValues } from './order-fields';

export interface OrderDialogProps {
  /** The order to edit, null to open a new one. */
  order: MaintenanceOrder | null;
  onClose: () => void;
  onSaved: (order: MaintenanceOrder) => void;
}

/** A new order takes the car's most pressing cycle as its original cycle (maintenance-order/v0/original-cycle). */
async function createWithCycle(v: OrderValues) {
  const found = await originalCycleOf(v.carUid);
  const cycleUid = found.status === 0 ? found.data?.cycle?.cycle.uid ?? null : null;
  return createMaintenanceOrder(orderCreateOf(v, cycleUid));
}

/** What an order's dialog says above its fields: its original cycle, its reservation and whether it is final. */
function OrderFacts({ order }: { order: MaintenanceOrder }) {
  return (
    <>
      原保修週期：{order.originalCycle?.name ?? '無'}
      {order.recordUid && (
        <>{'　'}<a href={consoleHref(pathOf('maintenanceReservation', { uid: order.recordUid }))} onClick={(e) => followInConsole(e)}>查看預約</a></>
      )}
      {(order.status === 'done' || order.status === 'cancelled') && <>{'　'}已完成或已取消的工單無法再修改。</>}
    </>
  );
}

/** 新增工單 / 編輯工單 in a dialog over the order list. */
export function OrderDialog({ order, onClose, onSaved }: OrderDialogProps) {
  const initial = useResource(() => orderValuesOf(order));
  const fields = useResource(() => orderFields(!!order));
  const mutation = useResource(() => createMutation((v: OrderValues) => (order ? updateMaintenanceOrder(order.uid, orderUpdateOf(v)) : createWithCycle(v))));
  const heading = order ? `編輯工單 ${orderNameOf(order)}` : '新增工單';
  return (
    <Dialog open onClose={onClose} heading={heading} size="medium"
      description={order ? <OrderFacts order={order} /> : '原保修週期取自車輛最需保修的週期。'}>
      <EndpointForm<OrderValues, OrderValues, MaintenanceOrder> label={heading} endpoint={order ? endpoints.update : endpoints.create}
        fields={fields} initialValues={initial} mutation={mutation} onCancel={onClose}
        onSuccess={(saved) => {
          showToast(order ? `已儲存 ${orderNameOf(saved)}` : `已新增工單 ${orderNameOf(saved)}`, 'success');
          onSaved(saved);
        }} />
    </Dialog>
  );
}
