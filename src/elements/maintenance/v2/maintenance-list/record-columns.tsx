import type { MaintenanceRecord } from '../../../../core/api/contract/maintenance';
import { reservationStatusLabel } from '../../../../core/catalogue/work';
import { formatTaipei } from '../../../../core/format';
import { readingText } from '../../../../core/maintenance-cycles';
import { recordNameOf, reservationTone } from '../../../../core/maintenance';
import { pathOf } from '../../../../core/pages/paths';
import { consoleHref, followInConsole } from '../../../shared/chrome/links';
import { Button, StatusTag, Switch, type DataTableColumn } from '../../../shared/ui';

const when = (ms: number | null) => (ms === null ? '—' : <span className="nowrap">{formatTaipei(ms, 'YYYY-MM-DD HH:mm')}</span>);
const amount = (value: number | null, unit: string) => <span className="nowrap">{readingText(value, unit)}</span>;

export interface RecordActions {
  /** Switches a record active or inactive; null without the right to. */
  onActiveChange: ((r: MaintenanceRecord, active: boolean) => void) | null;
  /** 建立工單 from a reservation; null without the right to. */
  onOrderCreate: ((r: MaintenanceRecord) => void) | null;
  /** The record whose order is being made: every 建立工單 waits for it. */
  creatingFor: string | null;
}

/** A reservation's order once made (one per reservation, spec 3): a link to it instead of 建立工單. */
function OrderCell({ record: r, onOrderCreate, creatingFor }: { record: MaintenanceRecord } & Omit<RecordActions, 'onActiveChange'>) {
  if (r.orderUid) {
    return (
      <a className="nowrap" href={consoleHref(pathOf('maintenanceOrders', { uid: r.orderUid }))} aria-label={`查看工單：${recordNameOf(r)}`}
        onClick={(e) => { e.stopPropagation(); followInConsole(e); }}>查看工單</a>
    );
  }
  if (!onOrderCreate) return <>—</>;
  return (
    <Button small loading={creatingFor === r.uid} disabled={creatingFor !== null} aria-label={`建立工單：${recordNameOf(r)}`}
      onClick={(e) => { e.stopPropagation(); onOrderCreate(r); }}>建立工單</Button>
  );
}

/** The record columns: car, cycle, reservation time and status, service time, mileage, engine hours, active and the order. */
export function recordColumns({ onActiveChange, onOrderCreate, creatingFor }: RecordActions): DataTableColumn<MaintenanceRecord>[] {
  return [
    { key: 'car', header: '車號', cell: (r) => <strong className="nowrap">{r.car.carNo}</strong> },
    { key: 'cycle', header: '保修週期', cell: (r) => r.cycle?.name ?? '—' },
    { key: 'reservedAt', header: '預約時間', cell: (r) => when(r.reservation.reservedAt) },
    { key: 'status', header: '預約狀態', cell: (r) => <StatusTag tone={reservationTone(r.reservation.status)}>{reservationStatusLabel(r.reservation.status)}</StatusTag> },
    { key: 'factory', header: '保修廠', cell: (r) => r.reservation.factoryName || '—' },
    { key: 'servicedAt', header: '進廠時間', cell: (r) => when(r.servicedAt) },
    { key: 'mileage', header: '里程', align: 'end', cell: (r) => amount(r.mileage, '公里') },
    { key: 'engineHours', header: '引擎時數', align: 'end', cell: (r) => amount(r.engineHours, '小時') },
    {
      key: 'active', header: '啟用',
      cell: (r) => (onActiveChange
        ? <Switch checked={r.active} label={`啟用 ${recordNameOf(r)}`} hideLabel onText="啟用" offText="停用" onCheckedChange={(on) => onActiveChange(r, on)} />
        : (r.active ? '啟用' : '停用')),
    },
    {
      key: 'order', header: '工單',
      cell: (r) => <OrderCell record={r} onOrderCreate={onOrderCreate} creatingFor={creatingFor} />,
    },
  ];
}
