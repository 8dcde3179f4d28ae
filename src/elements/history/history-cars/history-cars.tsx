import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { listHistoryCars } from '../../../core/api/history';
import type { HistoryCarRow } from '../../../core/api/contract/history';
import { now } from '../../../core/clock';
import { formatDuration, formatMetresAsKm } from '../../../core/format';
import { chooseHistoryDays, dayRangeOf, journeyTime, todayFilters, type DayFilters } from '../../../core/history';
import { $departmentOptions, createListResource, pageOf } from '../../../core/resource';
import { Button, uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface HistoryCarsProps {
  /**
   * A car was chosen (click, Enter or Space on its row): the host shows its journeys
   * (/history/journey/{carUid}), on the days chosen here ($historyDays of core).
   */
  onCarOpen?: (detail: { carUid: string }) => void;
  /** 行程確認 was pressed: the host opens /journeyManagement on the days chosen here. */
  onReviewOpen?: (detail: DayFilters) => void;
}

interface Filters extends DayFilters {
  keyword?: string;
  departmentUid?: string;
}

const FILTERS: readonly FilterField<Filters>[] = [
  { key: 'keyword', label: '車號或駕駛', kind: 'text', maxLength: 50, placeholder: '輸入部分車號或駕駛' },
  { key: 'departmentUid', label: '部門', kind: 'select', options: $departmentOptions },
  { key: 'startDate', label: '起日', kind: 'date' },
  { key: 'endDate', label: '迄日', kind: 'date' },
];

const COLUMNS = [
  { key: 'carNo', header: '車號', cell: (c: HistoryCarRow) => c.carNo },
  { key: 'driver', header: '駕駛', cell: (c: HistoryCarRow) => c.driverName || '—' },
  { key: 'journeys', header: '行程數', align: 'end' as const, cell: (c: HistoryCarRow) => c.journeyCount },
  { key: 'distance', header: '里程', align: 'end' as const, cell: (c: HistoryCarRow) => formatMetresAsKm(c.distance) },
  { key: 'duration', header: '行駛時間', align: 'end' as const, cell: (c: HistoryCarRow) => formatDuration(c.duration) },
  { key: 'last', header: '最後行程結束', cell: (c: HistoryCarRow) => (c.lastJourneyEnd === null ? '—' : journeyTime(c.lastJourneyEnd)) },
];

/**
 * The cars of /history (spec 2.11 'History: a list of cars, then the journeys of a car'; 7.6
 * driving-history/v0/car/list; P_P03): searched by number or driver, by department and day range
 * (today by default), with the number, distance and time of their journeys; paged on the server.
 */
export function HistoryCars({ onCarOpen, onReviewOpen }: HistoryCarsProps) {
  const list = useResource(() => createListResource<HistoryCarRow, Filters>({
    filters: todayFilters(now()),
    load: async (q) => pageOf(await listHistoryCars({
      ...dayRangeOf(q.filters, now()),
      keyword: q.filters.keyword?.trim() || undefined,
      departmentUid: q.filters.departmentUid || undefined,
      offset: q.offset, limit: q.limit,
    })),
  }));
  const { filters } = useStore(list.$state);
  useEffect(() => chooseHistoryDays(filters), [filters]);
  const days = (): DayFilters => ({ startDate: filters.startDate, endDate: filters.endDate });
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, OWN_CSS)}</style>
      <div className="history-cars" part="base">
        <ListPage<HistoryCarRow, Filters> heading="軌跡回放" resource={list} columns={COLUMNS} filters={FILTERS}
          rowKey={(c) => c.carUid} rowName={(c) => c.carNo} emptyText="查無車輛"
          onRowActivate={onCarOpen ? (c) => onCarOpen({ carUid: c.carUid }) : undefined}
          toolbarExtra={onReviewOpen && <Button variant="secondary" onClick={() => onReviewOpen(days())}>行程確認</Button>} />
      </div>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.history-cars { min-width: 0; }
`;
