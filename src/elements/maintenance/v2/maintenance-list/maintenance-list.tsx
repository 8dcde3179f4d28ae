import { useState } from 'react';
import { maintenance as endpoints, maintenanceOrder, type MaintenanceRecord } from '../../../../core/api/contract/maintenance';
import {
  createMaintenanceOrder, deleteMaintenance, exportMaintenance, listMaintenance, setMaintenanceActive,
} from '../../../../core/api/maintenance';
import { reservationStatusLabel } from '../../../../core/catalogue/work';
import { isMaintenanceEvent, recordNameOf } from '../../../../core/maintenance';
import { $managedCarOptions, createExport, createListResource, createMutation, pageOf } from '../../../../core/resource';
import { BADGE_CSS, Button, DIALOG_CSS, showToast, SWITCH_CSS, ToastRegion, TOAST_CSS, uiCss } from '../../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useCanCall, type FilterField } from '../../../shared/ui/page-kit';
import { useLiveEvents } from '../../../shared/ui/use-live-events';
import { useMutation, useResource } from '../../../shared/ui/use-resource';
import { recordColumns } from './record-columns';
import { SetInitDialog } from './set-init-dialog';
import { CAR_SUMMARY_CSS, CarSummary } from './car-summary';
import { RECORD_ACTIVE_LABELS, RESERVATION_CODES } from '../../../../core/api/contract/vocabulary/work';
import { choicesOf } from '../../../../core/catalogue/lookup';

export interface MaintenanceListProps {
  /** Only this car's records (the /maintenanceV2/data/{uid} page); the car filter is then left out. */
  carUid?: string;
  /** A row was opened: the host shows the car's maintenance data (/maintenanceV2/data/{carUid}). */
  onRecordOpen?: (detail: { carUid: string; recordUid: string }) => void;
  /** 新增預約: the host opens the reservation form (/maintenanceV2/reservationData). */
  onReservationAdd?: (detail: { carUid: string }) => void;
  /** 編輯 on a row: the host opens /maintenanceV2/reservationData/{recordUid}. */
  onReservationEdit?: (detail: { recordUid: string }) => void;
  /** An order was created from a reservation: the host may open /maintenanceV2/orderData/{orderUid}. */
  onOrderCreate?: (detail: { orderUid: string; recordUid: string }) => void;
}

interface Filters { carUid?: string; status?: string; active?: string }

const STATUS: FilterField<Filters> = {
  key: 'status', label: '預約狀態', kind: 'select', options: RESERVATION_CODES.map((c) => ({ value: c, label: reservationStatusLabel(c) })),
};
const ACTIVE: FilterField<Filters> = {
  key: 'active', label: '啟用狀態', kind: 'select', options: choicesOf(RECORD_ACTIVE_LABELS),
};
const CAR: FilterField<Filters> = { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions };

/** The filters as the list and export calls' body. */
function queryOf(f: Filters, carUid: string | undefined) {
  const car = carUid || f.carUid;
  return {
    ...(car ? { carUid: car } : {}),
    ...(f.status ? { status: [f.status as MaintenanceRecord['reservation']['status']] } : {}),
    ...(f.active ? { active: f.active === 'true' } : {}),
  };
}

/**
 * The maintenance records of /maintenanceV2 (spec 2.11 'Maintenance', 4, 7.8; P_P39): each car's
 * reservations with their status (已預約, 已進廠, 已逾期), the mileage and engine hours entered, a
 * switch for active, 建立工單 from a reservation (once: then a link to its order), 設定初始值
 * (set-init), delete and export.
 */
export function MaintenanceList({ carUid, onRecordOpen, onReservationAdd, onReservationEdit, onOrderCreate }: MaintenanceListProps) {
  const list = useResource(() => createListResource<MaintenanceRecord, Filters>({
    load: async (q) => pageOf(await listMaintenance({ ...queryOf(q.filters, carUid), offset: q.offset, limit: q.limit })),
  }));
  const remove = useResource(() => createMutation(deleteMaintenance, '刪除失敗，請稍後再試。'));
  const exporter = useResource(() => createExport<Filters>((f, progress, signal) => exportMaintenance(queryOf(f, carUid), progress, signal)));
  const activate = useMutation(({ uid, active }: { uid: string; active: boolean }) => setMaintenanceActive(uid, active), '切換失敗，請稍後再試。');
  const order = useMutation(createMaintenanceOrder, '建立工單失敗，請稍後再試。');
  const canActivate = useCanCall(endpoints.setActive);
  const canOrder = useCanCall(maintenanceOrder.create);
  const canInit = useCanCall(endpoints.setInit);
  const [initOpen, setInitOpen] = useState(false);
  const [creatingFor, setCreatingFor] = useState<string | null>(null);
  // A reservation turned overdue or a reminder (category 7) arriving live: the open list reads again.
  useLiveEvents(isMaintenanceEvent, () => void list.reload());

  const onActiveChange = async (r: MaintenanceRecord, active: boolean) => {
    const result = await activate.send({ uid: r.uid, active });
    if (!result.ok) return void showToast(result.message, 'error');
    showToast(`${recordNameOf(r)} 已${active ? '啟用' : '停用'}`, 'success');
    void list.reload();
  };
  const onOrderFrom = async (r: MaintenanceRecord) => {
    if (creatingFor) return;
    setCreatingFor(r.uid);
    const result = await order.send({
      carUid: r.car.uid, originalCycleUid: r.cycle?.uid ?? null, items: r.items.map((i) => i.uid), recordUid: r.uid,
      scheduledAt: r.reservation.reservedAt, factoryName: r.reservation.factoryName,
      note: `由預約 ${recordNameOf(r)} 建立`,
    });
    setCreatingFor(null);
    // Made or refused as made already (another tab, a retry): the row then links to the order.
    void list.reload();
    if (!result.ok) return void showToast(result.message, 'error');
    showToast(`已建立工單 ${result.data.orderNo}`, 'success');
    onOrderCreate?.({ orderUid: result.data.uid, recordUid: r.uid });
  };

  const columns = recordColumns({
    onActiveChange: canActivate ? (r, on) => void onActiveChange(r, on) : null,
    onOrderCreate: canOrder ? (r) => void onOrderFrom(r) : null,
    creatingFor,
  });

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DIALOG_CSS, TOAST_CSS, SWITCH_CSS, CAR_SUMMARY_CSS, OWN_CSS)}</style>
      <div className="maintenance-list" part="base">
        {carUid && <CarSummary key={carUid} carUid={carUid} />}
        <ListPage<MaintenanceRecord, Filters> heading={carUid ? '保修紀錄' : '保修列表'} resource={list}
          filters={carUid ? [STATUS, ACTIVE] : [CAR, STATUS, ACTIVE]} columns={columns}
          rowKey={(r) => r.uid} rowName={recordNameOf} emptyText="沒有保修紀錄"
          create={{ endpoint: endpoints.create, label: '新增預約', onCreate: () => onReservationAdd?.({ carUid: carUid ?? '' }) }}
          edit={{ endpoint: endpoints.update, onEdit: (r) => onReservationEdit?.({ recordUid: r.uid }) }}
          remove={{ endpoint: endpoints.remove, mutation: remove, heading: '刪除保修紀錄' }}
          exporter={{ endpoint: endpoints.export, resource: exporter }}
          toolbarExtra={canInit ? <Button onClick={() => setInitOpen(true)}>設定初始值</Button> : undefined}
          onRowActivate={onRecordOpen ? (r) => onRecordOpen({ carUid: r.car.uid, recordUid: r.uid }) : undefined} />
      </div>
      {canInit && <SetInitDialog open={initOpen} onClose={() => setInitOpen(false)} onSaved={() => { setInitOpen(false); void list.reload(); }} />}
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.maintenance-list { min-width: 0; }
.nowrap { white-space: nowrap; }
.set-init { display: grid; gap: var(--_space-2); }
.form-error { color: var(--_danger); margin: 0; }
`;
