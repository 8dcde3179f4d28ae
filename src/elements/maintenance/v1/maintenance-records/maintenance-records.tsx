import { listMaintenance } from '../../../../core/api/maintenance';
import type { MaintenanceRecord } from '../../../../core/api/contract/maintenance';
import { RESERVATION_CODES, type ReservationCode } from '../../../../core/api/contract/vocabulary/work';
import { reservationStatusLabel } from '../../../../core/catalogue';
import { recordTime, reservationTone } from '../../../../core/maintenance-cycles';
import { $managedCarOptions, createListResource, pageOf } from '../../../../core/resource';
import { BADGE_CSS, Button, StatusTag, uiCss, type DataTableColumn } from '../../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../../shared/ui/page-kit';
import { useResource } from '../../../shared/ui/use-resource';
import { RECORD_ACTIVE_LABELS } from '../../../../core/api/contract/vocabulary/work';
import { choicesOf } from '../../../../core/catalogue/lookup';

export interface MaintenanceRecordsProps {
  /** A row was opened: the host shows the record's data (/maintenance/data/{uid}). */
  onRecordOpen?: (detail: { carUid: string; recordUid: string }) => void;
  /** 審閱 on a row: the host shows the review (/maintenance/review/{uid}). */
  onRecordReview?: (detail: { recordUid: string }) => void;
}

interface RecordFilters {
  carUid?: string;
  status?: string;
  active?: string;
  keyword?: string;
}

const FILTERS: readonly FilterField<RecordFilters>[] = [
  { key: 'carUid', label: '車號', kind: 'select', options: $managedCarOptions },
  { key: 'status', label: '預約狀態', kind: 'select', options: RESERVATION_CODES.map((code) => ({ value: code, label: reservationStatusLabel(code) })) },
  { key: 'active', label: '啟用狀態', kind: 'select', options: choicesOf(RECORD_ACTIVE_LABELS) },
  { key: 'keyword', label: '關鍵字', kind: 'text', maxLength: 50 },
];

const loadPage = async (q: { offset: number; limit: number; filters: RecordFilters }) => pageOf(await listMaintenance({
  carUid: q.filters.carUid || undefined,
  status: q.filters.status ? [q.filters.status as ReservationCode] : undefined,
  active: q.filters.active ? q.filters.active === 'true' : undefined,
  keyword: q.filters.keyword?.trim() || undefined,
  offset: q.offset,
  limit: q.limit,
}));

function columns(onReview?: (r: MaintenanceRecord) => void): DataTableColumn<MaintenanceRecord>[] {
  return [
    { key: 'car', header: '車號', cell: (r) => <strong className="nowrap">{r.car.carNo}</strong> },
    { key: 'cycle', header: '保養週期', cell: (r) => r.cycle?.name ?? '—' },
    { key: 'status', header: '預約狀態', cell: (r) => <StatusTag tone={reservationTone(r.reservation.status)}>{reservationStatusLabel(r.reservation.status)}</StatusTag> },
    { key: 'reservedAt', header: '預約進廠', cell: (r) => <span className="nowrap">{recordTime(r.reservation.reservedAt)}</span> },
    { key: 'factory', header: '保修廠', cell: (r) => r.reservation.factoryName || '—' },
    { key: 'items', header: '保修項目', cell: (r) => (r.items.length ? r.items.map((i) => i.name).join('、') : '—') },
    { key: 'active', header: '啟用', cell: (r) => (r.active ? '啟用' : '停用') },
    ...(onReview ? [{
      key: 'review', header: '審閱', cell: (r: MaintenanceRecord) => (
        <Button small aria-label={`審閱 ${r.car.carNo} ${recordTime(r.reservation.reservedAt)}`}
          onClick={(e) => { e.stopPropagation(); onReview(r); }}>審閱</Button>
      ),
    }] : []),
  ];
}

/**
 * The older (v1) maintenance list of /maintenance and /maintenance/data (spec 2.11 'Maintenance', 4,
 * 7.8; P_P39): records by car, reservation status, active flag and keyword, latest reservation first,
 * with rows per page and pages. A row opens its data; 審閱 opens its review.
 */
export function MaintenanceRecords({ onRecordOpen, onRecordReview }: MaintenanceRecordsProps) {
  const list = useResource(() => createListResource<MaintenanceRecord, RecordFilters>({ load: loadPage }));
  const review = onRecordReview ? (r: MaintenanceRecord) => onRecordReview({ recordUid: r.uid }) : undefined;
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, OWN_CSS)}</style>
      <div className="maintenance-records" part="base">
        <ListPage<MaintenanceRecord, RecordFilters> heading="保修紀錄" resource={list} filters={FILTERS} columns={columns(review)}
          rowKey={(r) => r.uid} rowName={(r) => `${r.car.carNo} ${recordTime(r.reservation.reservedAt)}`} emptyText="尚無保修紀錄"
          onRowActivate={onRecordOpen ? (r) => onRecordOpen({ carUid: r.car.uid, recordUid: r.uid }) : undefined} />
      </div>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.maintenance-records { min-width: 0; }
.nowrap { white-space: nowrap; }
`;
