export { decodeMonitorFeed, isMonitorFeed, type DecodedFeed } from './decode';
export { encodeMonitorFeed, MonitorFeedEncoder, type FeedFrame, type SentFacts } from './encode';
export { factsOf } from './facts';
export { FleetReader, MARKER_KEYS, READER_RESET, transferablesOfColumns, type FleetColumns, type FleetUpdate } from './columns';
export { MonitorFleet, type MonitorRow } from './fleet';
