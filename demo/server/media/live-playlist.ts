import { SEGMENT_COUNT, SEGMENT_SECONDS } from './fixtures';

/**
 * A live HLS media playlist over the looped fixture segments (RFC 8216): a sliding window whose
 * media sequence advances with wall time and has no EXT-X-ENDLIST. Segment n plays fixture
 * n mod SEGMENT_COUNT; each loop restarts the timestamps, so a discontinuity precedes every
 * segment that starts a loop, and EXT-X-DISCONTINUITY-SEQUENCE counts those that slid out.
 */
export const WINDOW_SEGMENTS = 4;

/** The newest complete segment's sequence number at `now` (ms). */
export const currentSequence = (now: number) => Math.floor(now / (SEGMENT_SECONDS * 1000)) - 1;

/** Which fixture a sequence number plays. */
export const fixtureIndex = (sequence: number) => ((sequence % SEGMENT_COUNT) + SEGMENT_COUNT) % SEGMENT_COUNT;

export function livePlaylist(now: number, uriOf: (sequence: number) => string): string {
  const last = currentSequence(now);
  const first = Math.max(0, last - WINDOW_SEGMENTS + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // The first segment's own discontinuity (if it starts a loop) is counted here, not tagged.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / SEGMENT_COUNT)}`,
  ];
  for (let seq = first; seq <= last; seq += 1) {
    if (seq > first && fixtureIndex(seq) === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, uriOf(seq));
  }
  return `${lines.join('\n')}\n`;
}
