export {
  DEFAULT_EVENT_DAYS, defaultEventRange, eventCarQueryOf, eventQueryOf, eventRangeOf, eventTypesOf, matchesNothing, toggleKind,
  type EventCarQuery, type EventFilters, type EventListQuery,
} from './query';
export { eventDtcOf, type EventDtc } from './dtc';
export { DTC_LEVEL_CHOICES, EVENT_TYPE_CHOICES } from './choices';
export { filtersToShow, liveEventArrival, liveEventFacts, liveEventFits, type LiveEventFacts } from './live';
