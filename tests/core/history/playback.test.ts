import { describe, expect, it } from 'vitest';
import { advance, initialPlayback, isPlaybackSpeed, journeyAt, needsRecentre, pause, play, PLAYBACK_SPEEDS, replayStartOf, seek, setSpeed } from '../../../src/core/history';

describe('playback clock', () => {
  const s0 = initialPlayback(10_000, 70_000);

  it('offers 1×, 2×, 5×, 10× and 20×', () => {
    expect([...PLAYBACK_SPEEDS]).toEqual([1, 2, 5, 10, 20]);
    expect(isPlaybackSpeed(5)).toBe(true);
    expect(isPlaybackSpeed(3)).toBe(false);
  });

  it('stands still until played, then moves by the real time passed times the speed', () => {
    expect(advance(s0, 1000).time).toBe(10_000);
    const playing = play(s0);
    expect(advance(playing, 1000).time).toBe(11_000);
    expect(advance(setSpeed(playing, 20), 1000).time).toBe(30_000);
  });

  it('pauses at the end, and playing again starts over', () => {
    const end = advance(setSpeed(play(s0), 20), 10_000);
    expect(end).toMatchObject({ time: 70_000, playing: false });
    expect(play(end).time).toBe(10_000);
  });

  it('keeps a scrub inside the journey, and pausing keeps the time', () => {
    expect(seek(s0, 0).time).toBe(10_000);
    expect(seek(s0, 99_999).time).toBe(70_000);
    expect(pause(seek(play(s0), 40_000))).toMatchObject({ time: 40_000, playing: false });
  });

  it('starts at a given moment, kept inside the journey', () => {
    expect(initialPlayback(10_000, 70_000, 50_000).time).toBe(50_000);
    expect(initialPlayback(10_000, 70_000, Number.NaN).time).toBe(10_000);
  });

  it('reads ?at= only as a moment inside the journey', () => {
    const start = 1_764_000_000_000;
    expect(replayStartOf(String(start + 5000), start, start + 10_000)).toBe(start + 5000);
    expect(replayStartOf(String(start + 50_000), start, start + 10_000)).toBeUndefined();
    expect(replayStartOf('abc', start, start + 10_000)).toBeUndefined();
    expect(replayStartOf(undefined, start, start + 10_000)).toBeUndefined();
  });

  it('re-centres a followed truck only when it nears the edge of the view', () => {
    const size = { x: 1000, y: 500 };
    expect(needsRecentre({ x: 500, y: 250 }, size)).toBe(false);
    expect(needsRecentre({ x: 950, y: 250 }, size)).toBe(true);
    expect(needsRecentre({ x: 500, y: 20 }, size)).toBe(true);
  });
});

describe('the journey of a moment', () => {
  const js = [{ uid: 'a', startTime: 0, endTime: 100 }, { uid: 'b', startTime: 200, endTime: 300 }, { uid: 'c', startTime: 250, endTime: 400 }];
  it('finds the journey whose span holds the moment, the latest started of several', () => {
    expect(journeyAt(js, 50)?.uid).toBe('a');
    expect(journeyAt(js, 260)?.uid).toBe('c');
    expect(journeyAt(js, 150)).toBeUndefined();
  });
});
