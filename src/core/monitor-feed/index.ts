export { decodeMonitorFeed, isMonitorFeed, type DecodedFeed } from './decode';
export { encodeMonitorFeed, type FeedFrame, type SentFacts } from './encode';
export { factsOf } from './facts';
