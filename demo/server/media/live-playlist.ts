import { SEGMENT_COUNT, SEGMENT_SECONDS } from './fixtures';

/**
 * A live HLS media playlist over the looped fixture segments (RFC 8216): a sliding window whose
 * media sequence advances with wall time and has no EXT-X-ENDLIST. Segment n plays fixture
 * n mod SEGMENT_COUNT; each loop restarts the timestamps, so a discontinuity precedes every
 * segment that starts a loop, and EXT-X-DISCONTINUITY-SEQUENCE counts those that slid out.
 *
 * Time is counted from the stream's own epoch (the server's start), not from 1970: hls.js stalls
 * for seconds on every reload when the sequence numbers run into the hundreds of millions.
 */
export const WINDOW_SEGMENTS = 6;

/** An epoch for a stream started at `startMs`, so that its first playlist already has a full window. */
export const streamEpoch = (startMs: number) => startMs - (WINDOW_SEGMENTS + 1) * SEGMENT_SECONDS * 1000;

/** The newest complete segment's sequence number `elapsed` ms after the stream's epoch. */
export const currentSequence = (elapsed: number) => Math.floor(elapsed / (SEGMENT_SECONDS * 1000)) - 1;

/** Which fixture a sequence number plays. */
export const fixtureIndex = (sequence: number) => ((sequence % SEGMENT_COUNT) + SEGMENT_COUNT) % SEGMENT_COUNT;

/** The playlist `elapsed` ms after the stream's epoch. */
export function livePlaylist(elapsed: number, uriOf: (sequence: number) => string): string {
  const last = currentSequence(elapsed);
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
