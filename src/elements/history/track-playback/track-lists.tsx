import type { VehicleEvent } from '../../../core/api/contract/events';
import { formatTaipei } from '../../../core/format';
import { formatStopDuration, SPEED_BANDS, type TrackStop } from '../../../core/history';

const hms = (ms: number) => formatTaipei(ms, 'HH:mm:ss');

/** The speed colours of the track. */
export function SpeedLegend() {
  return (
    <ul className="speed-legend" part="legend" aria-label="速度圖例">
      {SPEED_BANDS.map((b) => (
        <li key={b.label}><span className="swatch" style={{ background: b.color }} aria-hidden="true" />{b.label}</li>
      ))}
      <li><span className="swatch stop-swatch" aria-hidden="true" />停留點</li>
      <li><span className="swatch event-swatch" aria-hidden="true" />事件</li>
    </ul>
  );
}

/** The events along the journey; choosing one moves the replay to its moment. */
export function EventList({ events, onJump, current }: { events: readonly VehicleEvent[]; onJump: (e: VehicleEvent) => void; current?: string }) {
  return (
    <section className="side-section" aria-labelledby="replay-events-heading" part="events">
      <h3 id="replay-events-heading">事件（{events.length}）</h3>
      {events.length === 0 ? <p className="muted">這段行程沒有事件。</p> : (
        <ol className="event-list">
          {events.map((e) => (
            <li key={e.uid}>
              <button type="button" className="event-jump" aria-current={current === e.uid ? 'true' : undefined} onClick={() => onJump(e)} aria-label={`跳到 ${hms(e.createdAt)} ${e.typeLabel}：${e.title}`}>
                <span className="event-time">{hms(e.createdAt)}</span> <span className="event-type">{e.typeLabel}</span>
                <span className="event-title">{e.title}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Where the truck stood: arrival, departure and how long. */
export function StopList({ stops, onJump }: { stops: readonly TrackStop[]; onJump: (at: number) => void }) {
  return (
    <section className="side-section" aria-labelledby="replay-stops-heading" part="stops">
      <h3 id="replay-stops-heading">停留點（{stops.length}）</h3>
      {stops.length === 0 ? <p className="muted">這段行程沒有停留超過 2 分鐘。</p> : (
        <div className="table-scroll">
          <table className="stop-table">
            <thead><tr><th scope="col">#</th><th scope="col">抵達</th><th scope="col">離開</th><th scope="col">停留</th></tr></thead>
            <tbody>
              {stops.map((s, i) => (
                <tr key={s.arrival}>
                  <td><button type="button" className="link-button" onClick={() => onJump(s.arrival)} aria-label={`跳到第 ${i + 1} 個停留點`}>{i + 1}</button></td>
                  <td>{hms(s.arrival)}</td><td>{hms(s.departure)}</td><td>{formatStopDuration(s.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
