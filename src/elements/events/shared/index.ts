/** What the event elements share (`fms-event-list`, `fms-car-events`): filters, kind toggles, columns, 回放. */
export { CAR_EVENT_FILTERS, COUNT_FILTERS, exportEventList, FLEET_EVENT_FILTERS, LEVEL_CHOICES, loadEventPage, TYPE_CHOICES } from './event-filters';
export { eventColumns, type EventColumnOptions } from './event-columns';
export { EventKindIcon } from './event-kind-icon';
export { ICON_KINDS, KindToggles, type KindTogglesProps } from './kind-toggles';
export { ReplayLink } from './replay-link';
export { EVENTS_CSS } from './events.css';
