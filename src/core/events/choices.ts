import { EVENT_TYPE_NOTES, EVENT_TYPES, type EventType } from '../api/contract/vocabulary/events';
import { eventTypeLabel } from '../catalogue/events';
import { DTC_LEVELS, type DtcLevel } from '../dtc';

/**
 * The event types of spec 4 as choices, in the spec's order, by their labels; the two that share
 * 事件觸發 carry their note.
 */
export const EVENT_TYPE_CHOICES: ReadonlyArray<{ value: EventType; label: string }> = (Object.keys(EVENT_TYPES) as EventType[])
  .map((type) => ({ value: type, label: `${eventTypeLabel(type)}${EVENT_TYPE_NOTES[type] ?? ''}` }));

/** The DTC levels of spec 4 as choices, most urgent first: 'A 級 立即停車', … */
export const DTC_LEVEL_CHOICES: ReadonlyArray<{ value: DtcLevel; label: string }> = (Object.keys(DTC_LEVELS) as DtcLevel[])
  .map((level) => ({ value: level, label: `${level} 級 ${DTC_LEVELS[level].label}` }));
