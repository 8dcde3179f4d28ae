import { useStore } from '@nanostores/react';
import { listCarJourneys } from '../../../core/api/history';
import type { Journey } from '../../../core/api/contract/journey';
import { now } from '../../../core/clock';
import { formatDuration, formatMetresAsKm } from '../../../core/format';
import { dayRangeOf, givenDays, journeyEnd, journeyTime, todayFilters, type DayFilters } from '../../../core/history';
import { createListResource, pageOf } from '../../../core/resource';
import { uiCss } from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, type FilterField } from '../../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';

export interface JourneyListProps {
  /** The car whose journeys are listed. */
  carUid?: string;
  /** The first and last day shown at first ('YYYY-MM-DD', both or neither; today otherwise). */
  startDate?: string;
  endDate?: string;
  /** A journey was chosen: the host replays it (/history/journey/{carUid}/location/{journeyCode}). */
  onJourneyOpen?: (detail: { carUid: string; journeyCode: string }) => void;
}

const FILTERS: readonly FilterField<DayFilters>[] = [
  { key: 'startDate', label: '起日', kind: 'date' },
  { key: 'endDate', label: '迄日', kind: 'date' },
];

const COLUMNS = [
  { key: 'start', header: '開始時間', cell: (j: Journey) => journeyTime(j.startTime) },
  { key: 'end', header: '結束時間', cell: (j: Journey) => journeyEnd(j) },
  { key: 'from', header: '起點', cell: (j: Journey) => j.startAddress || '—' },
  { key: 'to', header: '終點', cell: (j: Journey) => j.endAddress || '—' },
  { key: 'distance', header: '里程', align: 'end' as const, cell: (j: Journey) => formatMetresAsKm(j.distance) },
  { key: 'duration', header: '時間', align: 'end' as const, cell: (j: Journey) => formatDuration(j.duration) },
  { key: 'events', header: '事件', align: 'end' as const, cell: (j: Journey) => j.eventCount },
];

/**
 * A car's journeys (/history/journey/{carUid}; spec 2.11, 7.6 driving-history/v0/journey/list;
 * P_P03) for a day range, today by default, newest first: start and end time and address,
 * distance, duration and the number of events.
 */
export function JourneyList({ carUid, startDate, endDate, onJourneyOpen }: JourneyListProps) {
  const car = useLatest(carUid ?? '');
  const list = useResource(() => createListResource<Journey, DayFilters>({
    filters: givenDays({ startDate, endDate }, todayFilters(now())),
    load: async (q) => pageOf(await listCarJourneys({ carUid: car.current, ...dayRangeOf(q.filters, now()), offset: q.offset, limit: q.limit })),
  }));
  useReloadOn(carUid ?? '', () => list.reload());
  const { rows } = useStore(list.$state);
  const carNo = rows[0]?.carNo;
  if (!carUid) {
    return (
      <>
        <style>{uiCss(OWN_CSS)}</style>
        <section className="journey-list" part="base"><h2 className="empty-heading">行程列表</h2><p>請先從軌跡回放選擇車輛。</p></section>
      </>
    );
  }
  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, OWN_CSS)}</style>
      <div className="journey-list" part="base">
        <ListPage<Journey, DayFilters> heading={carNo ? `${carNo} 的行程` : '行程列表'} resource={list} columns={COLUMNS} filters={FILTERS}
          rowKey={(j) => j.uid} rowName={(j) => `${j.carNo} ${journeyTime(j.startTime)}`} emptyText="這段期間沒有行程"
          onRowActivate={onJourneyOpen ? (j) => onJourneyOpen({ carUid: j.carUid, journeyCode: j.uid }) : undefined} />
      </div>
    </>
  );
}

const OWN_CSS = `
:host { display: block; }
.journey-list { min-width: 0; }
.empty-heading { margin: 0; font-size: 1.25em; padding-bottom: var(--_space-1); border-bottom: 2px solid var(--_primary); }
`;
