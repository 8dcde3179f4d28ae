import { EVENT_TYPES, type EventType } from '../api/contract/vocabulary/events';
import { eventTypeLabel } from '../catalogue/events';
import { DTC_LEVELS, type DtcLevel } from '../dtc';

/** The two types that share the label 事件觸發 (spec 4) are told apart in a list of choices. */
const TYPE_NOTE: Partial<Record<EventType, string>> = { rawdata: '（原始資料）', dtc: '（故障碼）' };

/** The event types of spec 4 as choices, in the spec's order, by their labels. */
export const EVENT_TYPE_CHOICES: ReadonlyArray<{ value: EventType; label: string }> = (Object.keys(EVENT_TYPES) as EventType[])
  .map((type) => ({ value: type, label: `${eventTypeLabel(type)}${TYPE_NOTE[type] ?? ''}` }));

/** The DTC levels of spec 4 as choices, most urgent first: 'A 級 立即停車', … */
export const DTC_LEVEL_CHOICES: ReadonlyArray<{ value: DtcLevel; label: string }> = (Object.keys(DTC_LEVELS) as DtcLevel[])
  .map((level) => ({ value: level, label: `${level} 級 ${DTC_LEVELS[level].label}` }));
