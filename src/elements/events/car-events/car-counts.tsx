import type { EventCarRow } from '../../../core/api/contract/events';
import { events as eventEndpoints } from '../../../core/api/contract/events';
import { exportEventCars, listEventCars } from '../../../core/api/events';
import { now } from '../../../core/clock';
import { defaultEventRange, eventCarQueryOf, type EventFilters } from '../../../core/events';
import { createExport, createListResource, pageOf } from '../../../core/resource';
import type { DataTableColumn } from '../../shared/ui';
import { ListPage } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';
import { COUNT_FILTERS } from '../shared';
import { countsOf } from './count-summary';

type CarCountFilters = EventFilters & { keyword?: string };

const FILTERS = [...COUNT_FILTERS, { key: 'keyword' as const, label: '車號或駕駛', kind: 'text' as const, maxLength: 50 }];

const bodyOf = (f: CarCountFilters) => ({ ...eventCarQueryOf(f, now()), ...(f.keyword ? { keyword: f.keyword } : {}) });

/**
 * Per car, its events of the range by type (events/v0/car/list), with the export of the same body
 * (events/v0/car/export, 事件統計_{YYYY-MM-DD}.xlsx); a car opens its own events.
 */
export function CarCounts({ onCarOpen }: { onCarOpen?: (row: EventCarRow) => void }) {
  const list = useResource(() => createListResource<EventCarRow, CarCountFilters>({
    load: async (q) => pageOf(await listEventCars({ ...bodyOf(q.filters), offset: q.offset, limit: q.limit })),
    filters: defaultEventRange(now()),
  }));
  const exporter = useResource(() => createExport<CarCountFilters>((f, progress, signal) => exportEventCars(bodyOf(f), progress, signal)));
  const columns: DataTableColumn<EventCarRow>[] = [
    {
      key: 'car', header: '車號',
      cell: (r) => (onCarOpen
        ? <button type="button" className="link-button nowrap" aria-label={`${r.carNo} 的事件`} onClick={() => onCarOpen(r)}>{r.carNo}</button>
        : <strong className="nowrap">{r.carNo}</strong>),
    },
    { key: 'driver', header: '駕駛', cell: (r) => <span className="nowrap">{r.driverName || '—'}</span> },
    { key: 'department', header: '部門', cell: (r) => r.departmentName || '—' },
    { key: 'total', header: '事件總數', align: 'end', cell: (r) => r.total.toLocaleString('zh-TW') },
    { key: 'types', header: '事件類型', cell: (r) => countsOf(r).map((c) => `${c.label} ${c.count}`).join('、') || '—' },
  ];
  return (
    <ListPage<EventCarRow, CarCountFilters> heading="車輛事件統計" resource={list} filters={FILTERS} columns={columns} clearFiltersTo={defaultEventRange(now())}
      rowKey={(r) => r.carUid} rowName={(r) => r.carNo}
      exporter={{ endpoint: eventEndpoints.carExport, resource: exporter, label: '匯出統計' }}
      onRowActivate={onCarOpen} />
  );
}
