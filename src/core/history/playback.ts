/**
 * The replay's clock (issue 13): a pure state advanced by the real time that passed between two
 * animation frames, never read from Date. The element drives it from requestAnimationFrame's
 * timestamps; tests drive it by hand.
 */
export const PLAYBACK_SPEEDS = [1, 2, 5, 10, 20] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export interface PlaybackState {
  start: number;
  end: number;
  /** The replayed instant (ms since the epoch), within [start, end]. */
  time: number;
  playing: boolean;
  speed: PlaybackSpeed;
}

const clamp = (t: number, s: PlaybackState) => Math.min(s.end, Math.max(s.start, t));

export function initialPlayback(start: number, end: number, at?: number): PlaybackState {
  const s: PlaybackState = { start, end: Math.max(start, end), time: start, playing: false, speed: 1 };
  return at === undefined || !Number.isFinite(at) ? s : { ...s, time: clamp(at, s) };
}

/** `realMs` of wall time passed: the replay moves on by realMs × speed and pauses at the end. */
export function advance(s: PlaybackState, realMs: number): PlaybackState {
  if (!s.playing || !(realMs > 0)) return s;
  const time = clamp(s.time + realMs * s.speed, s);
  return { ...s, time, playing: time < s.end };
}

/** Play from where the replay stands; at the end, play starts over from the start. */
export function play(s: PlaybackState): PlaybackState {
  return { ...s, playing: true, time: s.time >= s.end ? s.start : s.time };
}

export const pause = (s: PlaybackState): PlaybackState => ({ ...s, playing: false });

export const seek = (s: PlaybackState, t: number): PlaybackState => ({ ...s, time: clamp(t, s) });

export const setSpeed = (s: PlaybackState, speed: PlaybackSpeed): PlaybackState => ({ ...s, speed });

export function isPlaybackSpeed(n: number): n is PlaybackSpeed {
  return (PLAYBACK_SPEEDS as readonly number[]).includes(n);
}

/**
 * The ?at= of a replay link (an event's moment, issue 13 'open the replay at this moment'): a time
 * in ms inside the journey, else undefined (the replay starts at the beginning).
 */
export function replayStartOf(at: string | undefined | null, start: number, end: number): number | undefined {
  if (!at || !/^\d{10,15}$/.test(at)) return undefined;
  const t = Number(at);
  return t >= start && t <= end ? t : undefined;
}

/**
 * Whether following the truck should re-centre the map: only when the marker leaves the inner part
 * of the view (`margin` of each side), so the map does not pan (and redraw the track) every frame.
 */
export function needsRecentre(px: { x: number; y: number }, size: { x: number; y: number }, margin = 0.2): boolean {
  return px.x < size.x * margin || px.x > size.x * (1 - margin) || px.y < size.y * margin || px.y > size.y * (1 - margin);
}

/**
 * The journey a moment falls in (an event's time, for 'open the replay at this moment' when only
 * the car is known): the one whose span holds it; of several, the latest started.
 */
export function journeyAt<J extends { startTime: number; endTime: number }>(journeys: readonly J[], at: number): J | undefined {
  let found: J | undefined;
  for (const j of journeys) if (j.startTime <= at && at <= j.endTime && (!found || j.startTime > found.startTime)) found = j;
  return found;
}
