import type { VehicleEvent } from '../../../core/api/contract/events';
import { eventIconKind, eventTypeLabel } from '../../../core/catalogue';
import { eventDtcOf } from '../../../core/events';
import { formatSpeed, formatTaipei } from '../../../core/format';
import { mayOpenPath } from '../../../core/guards/may-open';
import { $session } from '../../../core/session/store';
import type { DataTableColumn } from '../../shared/ui';
import { EventKindIcon } from './event-kind-icon';
import { ReplayLink } from './replay-link';
import { pathOf } from '../../../core/pages/paths';

/** The DTC of a dtc event: code, name, level and the advice of that level (spec 3, 4, 8, 9). */
function DtcNote({ event, model }: { event: VehicleEvent; model?: string | null }) {
  const dtc = eventDtcOf(event, model);
  if (!dtc) return null;
  return (
    <span className={`dtc-note level-${dtc.level}`} data-dtc-code={dtc.code}>
      <span className="dtc-code">{dtc.code}</span>
      {dtc.name && <span className="dtc-name">{dtc.name}</span>}
      <span className={`dtc-level level-${dtc.level}`}>{`${dtc.level} 級 ${dtc.levelLabel}`}</span>
      <span className="dtc-advice">{dtc.advice}</span>
    </span>
  );
}

function TypeCell({ event }: { event: VehicleEvent }) {
  const kind = eventIconKind(event.type);
  return (
    <span className="event-type nowrap">
      {kind && <EventKindIcon kind={kind} />}
      <span>{eventTypeLabel(event.type)}</span>
    </span>
  );
}

export interface EventColumnOptions {
  /**
   * The car's model: a DTC is read in the dictionary of its group. Without it, the event's own
   * carModel; without that, the level the server recorded.
   */
  model?: string | null;
  /** Shows the car column (the fleet's list); a click opens the car's events. */
  car?: { onCarOpen?: (event: VehicleEvent) => void };
}

/** The columns of an event list: time, (car,) driver, type with its icon, what happened (with the DTC), speed, address, 回放. */
export function eventColumns({ model, car }: EventColumnOptions = {}): DataTableColumn<VehicleEvent>[] {
  const carColumn: DataTableColumn<VehicleEvent>[] = car ? [{
    key: 'car', header: '車號',
    cell: (e) => (car.onCarOpen
      ? <button type="button" className="link-button nowrap" aria-label={`${e.carNo} 的事件`} onClick={() => car.onCarOpen!(e)}>{e.carNo}</button>
      : <strong className="nowrap">{e.carNo}</strong>),
  }] : [];
  return [
    { key: 'time', header: '時間', cell: (e) => <span className="nowrap">{formatTaipei(e.createdAt, 'YYYY-MM-DD HH:mm:ss')}</span> },
    ...carColumn,
    { key: 'driver', header: '駕駛', cell: (e) => <span className="nowrap">{e.driverName || '—'}</span> },
    { key: 'type', header: '事件類型', cell: (e) => <TypeCell event={e} /> },
    {
      key: 'content', header: '內容',
      cell: (e) => <span className="event-content"><span className="event-title">{e.title}</span><DtcNote event={e} model={model ?? e.carModel} /></span>,
    },
    { key: 'speed', header: '時速', align: 'end', cell: (e) => <span className="nowrap">{formatSpeed(e.speed)}</span> },
    { key: 'address', header: '地址', cell: (e) => e.address || '—' },
    // The 回放 column only for a user who may open the replay (P_P03, issue 22, 11); each link checks again.
    ...(mayOpenPath(pathOf('history'), $session.get())
      ? [{ key: 'replay', header: '回放', cell: (e: VehicleEvent) => <ReplayLink carUid={e.carUid} at={e.createdAt} carNo={e.carNo} /> }]
      : []),
  ];
}
