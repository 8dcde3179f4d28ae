import { useStore } from '@nanostores/react';
import { carMaintenanceHistory, getMaintenance, setMaintenanceActive, updateMaintenance } from '../../../../core/api/maintenance';
import { maintenance as maintenanceEndpoints, type MaintenanceRecord as Record } from '../../../../core/api/contract/maintenance';
import { reservationStatusLabel } from '../../../../core/catalogue';
import { now } from '../../../../core/clock';
import { canMarkServiced, readingText, recordTime, reservationTone } from '../../../../core/maintenance-cycles';
import { createItemResource, createMutation, unwrap } from '../../../../core/resource';
import {
  BADGE_CSS, Button, DataTable, FieldError, LoadingState, showToast, SPINNER_CSS, StatusTag, Switch, SWITCH_CSS, ToastRegion, TOAST_CSS, uiCss,
  type DataTableColumn,
} from '../../../shared/ui';
import { DetailPanel, PAGE_KIT_CSS, useCanCall, type DetailItem } from '../../../shared/ui/page-kit';
import { ResourceError } from '../../../shared/ui';
import { useResource } from '../../../shared/ui/use-resource';
import { useState } from 'react';

export interface MaintenanceRecordProps {
  /** The record to show. */
  recordUid?: string;
  /** The review of the record: its car's history and 確認已進廠. */
  review?: boolean;
  /** A record of the car's history was opened: the host shows its data. */
  onRecordOpen?: (detail: { carUid: string; recordUid: string }) => void;
}

const ITEMS: DetailItem<Record>[] = [
  { label: '車號', value: (r) => r.car.carNo },
  { label: '保養週期', value: (r) => r.cycle?.name ?? '' },
  { label: '預約狀態', value: (r) => <StatusTag tone={reservationTone(r.reservation.status)}>{reservationStatusLabel(r.reservation.status)}</StatusTag> },
  { label: '預約進廠', value: (r) => recordTime(r.reservation.reservedAt) },
  { label: '保修廠', value: (r) => r.reservation.factoryName },
  { label: '完成保修', value: (r) => recordTime(r.servicedAt) },
  { label: '保修項目', value: (r) => r.items.map((i) => i.name).join('、') },
  { label: '里程', value: (r) => readingText(r.mileage, '公里') },
  { label: '引擎時數', value: (r) => readingText(r.engineHours, '小時') },
  { label: '費用', value: (r) => `${r.cost.toLocaleString('zh-TW')} 元` },
  { label: '備註', value: (r) => r.note },
  { label: '啟用', value: (r) => (r.active ? '啟用' : '停用') },
];

const HISTORY: DataTableColumn<Record>[] = [
  { key: 'reservedAt', header: '預約進廠', cell: (r) => recordTime(r.reservation.reservedAt) },
  { key: 'status', header: '預約狀態', cell: (r) => reservationStatusLabel(r.reservation.status) },
  { key: 'servicedAt', header: '完成保修', cell: (r) => recordTime(r.servicedAt) },
  { key: 'cycle', header: '保養週期', cell: (r) => r.cycle?.name ?? '—' },
  { key: 'mileage', header: '里程', cell: (r) => readingText(r.mileage, '公里') },
];

/** The car's earlier records, for the review. */
function CarHistory({ carUid, onOpen }: { carUid: string; onOpen?: (uid: string) => void }) {
  const history = useResource(() => createItemResource({ load: async () => unwrap(await carMaintenanceHistory(carUid)) }));
  const { data, loading, error } = useStore(history.$state);
  return (
    <section className="record-history" aria-labelledby="record-history-heading">
      <h3 id="record-history-heading">車輛保修歷程</h3>
      {loading && !data && <LoadingState text="讀取保修歷程…" />}
      {error && !data && (
        <ResourceError className="detail-error" message={error} onRetry={() => history.reload()} />
      )}
      {data && (data.list.length
        ? <DataTable ariaLabel="車輛保修歷程" rows={data.list} columns={HISTORY} rowKey={(r) => r.uid}
          onRowActivate={onOpen ? (r) => onOpen(r.uid) : undefined} />
        : <p className="muted">此車輛尚無其他保修紀錄。</p>)}
    </section>
  );
}

/**
 * One maintenance record of the older (v1) screens (spec 2.11 'Maintenance', 3, 4, 7.8; P_P39):
 * /maintenance/data/{uid} shows its data and switches it active or inactive (PATCH maintenance/v0/{uid});
 * /maintenance/review/{uid} (review) adds the car's history and 確認已進廠, which marks the service done
 * (PUT maintenance/v0/{reservation.uid}, status alreadyMaintain).
 */
export function MaintenanceRecord({ recordUid = '', review = false, onRecordOpen }: MaintenanceRecordProps) {
  const item = useResource(() => createItemResource<Record>({ load: async () => unwrap(await getMaintenance(recordUid)) }));
  const { data } = useStore(item.$state);
  const activeSwitch = useResource(() => createMutation((active: boolean) => setMaintenanceActive(recordUid, active), '切換失敗，請稍後再試。'));
  const serviced = useResource(() => createMutation((r: Record) => updateMaintenance({
    reservation: { uid: r.reservation.uid, status: 'alreadyMaintain' }, servicedAt: now(),
  }), '審閱失敗，請稍後再試。'));
  const switching = useStore(activeSwitch.$sending);
  const marking = useStore(serviced.$sending);
  const canSwitch = useCanCall(maintenanceEndpoints.setActive);
  const canUpdate = useCanCall(maintenanceEndpoints.update);
  const [problem, setProblem] = useState('');

  async function switchActive(active: boolean) {
    setProblem('');
    const result = await activeSwitch.send(active);
    if (!result.ok) return setProblem(result.message);
    showToast(active ? '已啟用保修紀錄' : '已停用保修紀錄', 'success');
    await item.reload();
  }

  async function markServiced(record: Record) {
    setProblem('');
    const result = await serviced.send(record);
    if (!result.ok) return setProblem(result.message);
    showToast('已確認進廠保修', 'success');
    await item.reload();
  }

  if (!recordUid) {
    return (
      <>
        <style>{uiCss(PAGE_KIT_CSS, OWN_CSS)}</style>
        <section className="maintenance-record" part="base"><p className="record-choose">請從保修紀錄選擇要{review ? '審閱' : '查看'}的紀錄。</p></section>
      </>
    );
  }

  const actions = data && (
    <div className="record-actions">
      {canSwitch && <Switch label="啟用" checked={data.active} disabled={switching} onText="啟用" offText="停用" onCheckedChange={(on) => void switchActive(on)} />}
      {review && canUpdate && canMarkServiced(data) && (
        <Button variant="primary" small loading={marking} onClick={() => void markServiced(data)}>確認已進廠</Button>
      )}
    </div>
  );

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, SPINNER_CSS, SWITCH_CSS, TOAST_CSS, OWN_CSS)}</style>
      <section className="maintenance-record" part="base">
        <DetailPanel heading={review ? '審閱保修紀錄' : '保修紀錄資料'} resource={item} items={ITEMS} actions={actions || undefined} loadingText="讀取保修紀錄…" />
        {problem && <div role="alert"><FieldError>{problem}</FieldError></div>}
        {review && data && <CarHistory key={data.car.uid} carUid={data.car.uid} onOpen={onRecordOpen ? (uid) => onRecordOpen({ carUid: data.car.uid, recordUid: uid }) : undefined} />}
      </section>
      <ToastRegion />
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.maintenance-record { display: grid; gap: var(--_space-2); min-width: 0; }
.record-choose { margin: 0; padding: var(--_space-2); border-top: 3px solid var(--_primary); background: var(--_surface-alt); border-radius: var(--_radius-small); }
.record-actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
.record-history { min-width: 0; }
.record-history h3 { margin: 0 0 var(--_space-1); }
.detail-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
