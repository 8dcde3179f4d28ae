import { useStore } from '@nanostores/react';
import { $bell, entryTime } from '../../../core/notifications';
import { headerEventTime } from '../../../core/format';
import { now } from '../../../core/clock';

/** The newest time among the bell's entries, or undefined when there are none. */
export function latestEventTime(entries: ReadonlyArray<{ createdAt?: number; time?: number }>): number | undefined {
  const times = entries.map(entryTime).filter((t): t is number => t !== undefined);
  return times.length ? Math.max(...times) : undefined;
}

/**
 * The time of the latest event, as the header reads it (spec 2.5): 今日 HH:mm:ss, 昨日 HH:mm:ss or
 * YYYY-MM-DD HH:mm:ss. Rendered only for holders of the bell's code, since it subscribes to the bell.
 */
export function LatestEvent() {
  const { list } = useStore($bell);
  const latest = latestEventTime(list);
  if (latest === undefined) return null;
  return (
    <p className="header-event" part="event-time">
      <span className="header-event-label">最新事件</span>
      <time dateTime={new Date(latest).toISOString()}>{headerEventTime(latest, now())}</time>
    </p>
  );
}
