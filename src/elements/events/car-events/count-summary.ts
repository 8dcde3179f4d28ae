import type { EventCarRow } from '../../../core/api/contract/events';
import { EVENT_TYPES, eventTypeLabel, type EventType } from '../../../core/catalogue';

const ORDER = Object.keys(EVENT_TYPES) as EventType[];

/** A car's counts per type, most first (then in the order of spec 4): [{type, label, count}]. */
export function countsOf(row: Pick<EventCarRow, 'counts'>) {
  return Object.entries(row.counts)
    .filter(([, n]) => n > 0)
    .map(([type, count]) => ({ type, label: eventTypeLabel(type), count }))
    .sort((a, b) => b.count - a.count || ORDER.indexOf(a.type as EventType) - ORDER.indexOf(b.type as EventType));
}
