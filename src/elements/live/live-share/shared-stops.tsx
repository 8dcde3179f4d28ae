import type { LiveShareStop } from '../../../core/api/contract/live-share';
import { STOP_STATES } from '../../../core/catalogue/work';
import { formatTaipei } from '../../../core/format';
import { Badge } from '../../shared/ui';

const time = (ms: number | null | undefined) => (ms === null || ms === undefined ? '—' : formatTaipei(ms, 'MM/DD HH:mm'));

/** What a stop's customer most wants to know: done, arrived, or when the truck should get there. */
function stopState(s: LiveShareStop): string {
  if (s.doneAt !== null) return STOP_STATES.done.label;
  if (s.arrivedAt !== null) return STOP_STATES.arrived.label;
  return STOP_STATES.pending.label;
}

/**
 * The shared task's stops in order: name, address, planned time, arrival, completion and, while the
 * task has one, the ETA (marked when it is predicted late). A list rather than a table so it reads
 * on a phone.
 */
export function SharedStops({ stops }: { stops: readonly LiveShareStop[] }) {
  return (
    <section className="shared-stops" aria-labelledby="shared-stops-heading" part="stops">
      <h3 id="shared-stops-heading">停靠站（{stops.length} 站）</h3>
      <ol>
        {stops.map((s) => (
          <li key={s.seq}>
            <p className="stop-title"><span className="stop-seq">第 {s.seq} 站</span> {s.name} <Badge>{stopState(s)}</Badge></p>
            {s.address && <p className="stop-address">{s.address}</p>}
            <dl>
              <div><dt>預計時間</dt><dd>{time(s.plannedTime)}</dd></div>
              {s.etaAt !== undefined && s.etaAt !== null && s.doneAt === null && s.arrivedAt === null && (
                <div><dt>預估抵達</dt><dd>{time(s.etaAt)}{s.etaLate && <> <Badge tone="danger">預計延誤</Badge></>}</dd></div>
              )}
              <div><dt>抵達</dt><dd>{time(s.arrivedAt)}</dd></div>
              <div><dt>完成</dt><dd>{time(s.doneAt)}</dd></div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
