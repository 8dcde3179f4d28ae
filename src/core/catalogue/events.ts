import {
  EVENT_ICON_KINDS as VOCABULARY_ICON_KINDS, EVENT_TYPES, type EventIconKind, type EventType,
} from '../api/contract/vocabulary/events';
import { entryOf, labelOf, withEntries } from './lookup';

/** Event icon kinds (vocabulary), each drawn with an on and an off icon (spec 3). */
export const EVENT_ICON_KINDS = withEntries(VOCABULARY_ICON_KINDS, (kind, { label }) => ({
  label, on: `event-${kind}-on`, off: `event-${kind}-off`,
}));

export { EVENT_TYPES, type EventIconKind, type EventType };

export const eventTypeLabel = (type: unknown): string => labelOf(EVENT_TYPES, type);

/** The icon kind of an event type; undefined for a type the catalogue does not know. */
export const eventIconKind = (type: unknown): EventIconKind | undefined => entryOf(EVENT_TYPES, type)?.icon;

/** The icon name of an event kind, on (selected, active) or off. */
export function eventIconName(kind: EventIconKind, on: boolean): string {
  const icons = EVENT_ICON_KINDS[kind];
  return on ? icons.on : icons.off;
}
