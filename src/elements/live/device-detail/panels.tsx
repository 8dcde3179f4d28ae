import type { DeviceDetail } from '../../../core/api/contract/device';
import { eventTypeLabel } from '../../../core/catalogue';
import { formatDuration, formatKm, formatMetresAsKm, formatNumber, formatTaipei } from '../../../core/format';
import { StatusTag } from '../../shared/ui';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { useMayOpen } from '../../shared/chrome/may-open';
import { pathOf } from '../../../core/pages/paths';

type Dms = NonNullable<DeviceDetail['dms']>;
type Tacho = NonNullable<DeviceDetail['tachograph']>;
type Dvr = NonNullable<DeviceDetail['dvr']>;

const eventLabel = (type: string) => eventTypeLabel(type) || type;

/** Driver-monitoring (DMS) events of the range: counts per type and the latest ones. */
export function DmsPanel({ dms }: { dms: Dms }) {
  const counts = Object.entries(dms.counts).sort(([, a], [, b]) => b - a);
  return (
    <div className="panel-grid">
      <section aria-labelledby="dms-counts"><h4 id="dms-counts">事件統計</h4>
        {counts.length ? <dl className="facts">{counts.map(([type, n]) => <div key={type}><dt>{eventLabel(type)}</dt><dd>{`${n} 次`}</dd></div>)}</dl>
          : <p className="muted">此時間範圍沒有駕駛監控事件。</p>}
      </section>
      <section aria-labelledby="dms-recent"><h4 id="dms-recent">最近事件</h4>
        {dms.recent.length ? (
          <ul className="events">{dms.recent.map((e, i) => (
            <li key={`${e.time}-${i}`}><time>{formatTaipei(e.time, 'MM/DD HH:mm')}</time> {e.title || eventLabel(e.type)}</li>
          ))}</ul>
        ) : <p className="muted">無</p>}
      </section>
    </div>
  );
}

/** The digital tachograph's summary of the range. */
export function TachographPanel({ tacho }: { tacho: Tacho }) {
  const facts: [string, string][] = [
    ['駕駛', tacho.driverName || '—'],
    ['行駛時間', formatDuration(tacho.drivingSeconds)],
    ['怠速時間', formatDuration(tacho.idleSeconds)],
    ['最長連續駕駛', formatDuration(tacho.longestDrivingSeconds)],
    ['行駛里程', formatMetresAsKm(tacho.distance)],
    ['最高速度', `${formatNumber(tacho.maxSpeed, 0)} km/h`],
    ['總里程', formatKm(tacho.odometer, 0)],
  ];
  return <dl className="facts">{facts.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>;
}

/** The DVR's channels and how often it lost contact in the range. */
export function DvrPanel({ dvr, carUid }: { dvr: Dvr; carUid: string }) {
  const live = `${pathOf('realTime')}?carUid=${encodeURIComponent(carUid)}`;
  const mayOpen = useMayOpen();
  return (
    <div className="dvr-panel">
      <ul className="channels">{dvr.channels.map((c) => (
        <li key={c.index}><span>{`CH${c.index} ${c.name}`}</span><StatusTag tone={c.online ? 'success' : 'neutral'}>{c.online ? '連線中' : '離線'}</StatusTag></li>
      ))}</ul>
      <p>{`此時間範圍 DVR 斷訊 ${dvr.disconnections} 次。`}</p>
      {mayOpen(live) && <a className="link" href={consoleHref(live)} onClick={(event) => followInConsole(event, undefined, { carUid })}>觀看即時影像</a>}
    </div>
  );
}
