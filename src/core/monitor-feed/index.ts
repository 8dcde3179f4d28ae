export { decodeMonitorFeed, isMonitorFeed, type DecodedFeed } from './decode';
export { encodeMonitorFeed, MonitorFeedEncoder, type FeedFrame, type SentFacts } from './encode';
export { factsOf } from './facts';
