import { useStore } from '@nanostores/react';
import type { VehicleEvent } from '../../../core/api/contract/events';
import { events as eventEndpoints } from '../../../core/api/contract/events';
import { now } from '../../../core/clock';
import { defaultEventRange, toggleKind, type EventFilters } from '../../../core/events';
import { createExport, createListResource } from '../../../core/resource';
import { EVENTS_CSS, eventColumns, exportEventList, FLEET_EVENT_FILTERS, ICON_KINDS, KindToggles, loadEventPage } from '../shared';
import { Badge, BADGE_CSS, Button, ToastRegion, TOAST_CSS, uiCss, type DataTableColumn } from '../../shared/ui';
import { useLiveEvents } from './live-events';
import { ListPage, PAGE_KIT_CSS } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface EventListProps {
  /** A car number was pressed: the host shows that car's events (/event/one/{carUid}). */
  onEventCarOpen?: (detail: { carUid: string; carNo: string }) => void;
}

const eventName = (e: VehicleEvent) => `${e.carNo} ${e.title}`;

/**
 * The fleet's events of /event/list (spec 2.11, 4, 7.6; P_P05), newest first: filters (date range
 * of the last seven days at first, type, 任務種類, 部門, car, driver, DTC level), the icon kinds as
 * on/off toggles, rows per page and pages, and the export of exactly what the list shows.
 */
export function EventList({ onEventCarOpen }: EventListProps) {
  const list = useResource(() => createListResource<VehicleEvent, EventFilters>({
    load: (q) => loadEventPage(q),
    filters: defaultEventRange(now()),
  }));
  const exporter = useResource(() => createExport<EventFilters>((f, progress, signal) => exportEventList(f, progress, signal)));
  const { filters } = useStore(list.$state);
  const live = useLiveEvents(list, () => defaultEventRange(now()));
  const off = filters.kindsOff ?? [];
  const columns = markFresh(eventColumns({ car: { onCarOpen: onEventCarOpen ? (e) => onEventCarOpen({ carUid: e.carUid, carNo: e.carNo }) : undefined } }), live.fresh);

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, TOAST_CSS, EVENTS_CSS, OWN_CSS)}</style>
      <div className="event-list" part="base">
        <ListPage<VehicleEvent, EventFilters> key={live.filtersShown} heading="事件列表" resource={list} filters={FLEET_EVENT_FILTERS} columns={columns}
          clearFiltersTo={defaultEventRange(now())}
          rowKey={(e) => e.uid} rowName={eventName} emptyText="查無事件"
          exporter={{ endpoint: eventEndpoints.eventExport, resource: exporter }}
          toolbarExtra={(
            <>
              <span role="status" className="live-news">
                {live.waiting > 0 && <Button variant="primary" small onClick={live.showWaiting}>{live.waiting} 筆新事件</Button>}
              </span>
              <KindToggles off={off} onKindToggle={(kind) => void list.setFilters({ kindsOff: toggleKind(list.$state.get().filters.kindsOff, kind, ICON_KINDS) })} />
            </>
          )} />
      </div>
      <ToastRegion />
    </>
  );
}

/** The time column with a 新 badge on the rows that arrived while the page was open. */
function markFresh(columns: DataTableColumn<VehicleEvent>[], fresh: ReadonlySet<string>): DataTableColumn<VehicleEvent>[] {
  return columns.map((c) => (c.key === 'time' ? { ...c, cell: (e, i) => <>{c.cell(e, i)}{fresh.has(e.uid) && <> <Badge tone="info">新</Badge></>}</> } : c));
}

const OWN_CSS = `
:host { display: block; }
.event-list { min-width: 0; }
.live-news:empty { display: none; }
`;
