/**
 * The performance mark the monitor map makes once its first trucks are drawn (`performance.mark`),
 * before it fetches what waits for them (the offline basemap, socket.io). A partner can read what
 * loaded before it from the resource timings; tests/e2e/map-weight.spec.ts does.
 */
export const FIRST_TRUCKS_MARK = 'fms-monitor-map:first-trucks';
