import { useStore } from '@nanostores/react';
import { getCar } from '../../../core/api/cars';
import type { VehicleEvent } from '../../../core/api/contract/events';
import { events as eventEndpoints } from '../../../core/api/contract/events';
import { exportEventCars, listEventCars } from '../../../core/api/events';
import { now } from '../../../core/clock';
import { dtcTableGroup } from '../../../core/dtc';
import { defaultEventRange, eventCarQueryOf, toggleKind, type EventFilters } from '../../../core/events';
import { createExport, createItemResource, createListResource, unwrap } from '../../../core/resource';
import { CAR_EVENT_FILTERS, eventColumns, exportEventList, ICON_KINDS, KindToggles, loadEventPage } from '../shared';
import { ExportControl, ListPage } from '../../shared/ui/page-kit';
import { useReloadOn, useResource } from '../../shared/ui/use-resource';
import { countsOf } from './count-summary';

const eventName = (e: VehicleEvent) => `${e.carNo} ${e.title}`;

/**
 * One car's events (spec 2.11): the car and its model group, its counts by type for the range
 * (events/v0/car/list, exported by events/v0/car/export), and its events (events/v0/event/list with
 * the car, exported by events/v0/event/export). A DTC is read in the dictionary of the car's model group.
 */
export function OneCar({ carUid }: { carUid: string }) {
  const car = useResource(() => createItemResource({ load: async () => unwrap(await getCar(carUid)) }));
  const list = useResource(() => createListResource<VehicleEvent, EventFilters>({
    load: (q) => loadEventPage(q, carUid),
    filters: defaultEventRange(now()),
  }));
  const { filters } = useStore(list.$state);
  const countBody = () => eventCarQueryOf({ ...list.$state.get().filters, carUid }, now());
  const counts = useResource(() => createItemResource({ load: async () => unwrap(await listEventCars({ ...countBody(), offset: 0, limit: 1 })).list[0] ?? null }));
  useReloadOn(JSON.stringify(eventCarQueryOf({ ...filters, carUid }, now())), () => counts.reload());
  const eventExporter = useResource(() => createExport<EventFilters>((f, progress, signal) => exportEventList(f, progress, signal, carUid)));
  const countExporter = useResource(() => createExport<EventFilters>((f, progress, signal) =>
    exportEventCars(eventCarQueryOf({ ...f, carUid }, now()), progress, signal)));
  const carState = useStore(car.$state);
  const countState = useStore(counts.$state);
  const model = carState.data?.model ?? null;
  const group = model ? dtcTableGroup(model) : null;
  const carNo = carState.data?.carNo ?? countState.data?.carNo ?? '';
  const off = filters.kindsOff ?? [];

  return (
    <>
      <section className="car-summary" aria-label="車輛事件摘要">
        {carState.error && <p role="alert" className="error-text">{carState.error}</p>}
        <p className="car-facts">
          <strong className="car-no">{carNo || '—'}</strong>
          {model && <span>{`車型 ${model}`}</span>}
          {group && <span>{`故障碼表 ${group} 系列`}</span>}
        </p>
        <p className="car-counts" aria-live="polite">
          {countState.loading ? '統計載入中…'
            : countState.error ? countState.error
              : countState.data ? `期間事件 ${countState.data.total} 筆${countsOf(countState.data).length ? `：${countsOf(countState.data).map((c) => `${c.label} ${c.count}`).join('、')}` : ''}`
                : '期間事件 0 筆'}
        </p>
        <ExportControl exporter={countExporter} input={filters} label="匯出統計" />
      </section>
      <ListPage<VehicleEvent, EventFilters> heading={carNo ? `${carNo} 的事件` : '單車事件'} resource={list} filters={CAR_EVENT_FILTERS}
        clearFiltersTo={defaultEventRange(now())}
        columns={eventColumns({ model })} rowKey={(e) => e.uid} rowName={eventName} emptyText="查無事件"
        exporter={{ endpoint: eventEndpoints.eventExport, resource: eventExporter }}
        toolbarExtra={<KindToggles off={off} onKindToggle={(kind) => void list.setFilters({ kindsOff: toggleKind(list.$state.get().filters.kindsOff, kind, ICON_KINDS) })} />} />
    </>
  );
}
