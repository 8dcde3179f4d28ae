/**
 * The buckets of a driver's performance charts (spec 2.11) that no event type names, as the
 * reference server labels them (index = bucket); the idle pie and the harsh bars' titles read the
 * event types' labels instead.
 */

/** The pedal pie: the time spent in each pedal state. */
export const PEDAL_LABELS = ['踩油門', '定速', '踩煞車', '滑行'] as const;

/** The harsh acceleration and deceleration bars: events by severity. */
export const HARSH_LABELS = ['輕微', '中度', '嚴重'] as const;
