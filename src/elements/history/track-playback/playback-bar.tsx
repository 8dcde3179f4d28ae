import { useEffect, useRef, useState } from 'react';
import { PLAYBACK_SPEEDS, positionAt, type PlaybackState, type Track } from '../../../core/history';
import { formatTaipei } from '../../../core/format';
import type { ReplayEngine } from './replay-engine';

const clockText = (ms: number) => formatTaipei(ms, 'HH:mm:ss');

export interface PlaybackBarProps {
  engine: ReplayEngine;
  /** The main truck's track, for the speed shown beside the time. */
  track: Track;
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
}

/**
 * Play and pause, the speeds (1× to 20×), follow the truck, and the scrub bar: a range input (arrows
 * step a second, Page Up and Page Down a tenth, Home and End the ends). The time and the scrub
 * position are written to the DOM on each frame; React renders only when playing or the speed changes.
 */
export function PlaybackBar({ engine, track, follow, onFollowChange }: PlaybackBarProps) {
  const [state, setState] = useState<PlaybackState>(engine.current);
  const range = useRef<HTMLInputElement>(null);
  const clock = useRef<HTMLOutputElement>(null);

  useEffect(() => engine.onChange(setState), [engine]);
  useEffect(() => engine.onFrame((s) => {
    const input = range.current;
    if (input) {
      const value = String(Math.round(s.time));
      if (input.value !== value) input.value = value;
      const text = clockText(s.time);
      if (input.getAttribute('aria-valuetext') !== text) input.setAttribute('aria-valuetext', text);
    }
    const out = clock.current;
    if (out) {
      const speed = positionAt(track, s.time)?.speed ?? 0;
      const text = `${clockText(s.time)} · ${Math.round(speed)} km/h`;
      if (out.textContent !== text) out.textContent = text;
    }
  }), [engine, track]);

  const span = state.end - state.start;
  return (
    <div className="playback-bar" part="controls" role="group" aria-label="播放控制">
      <div className="bar-row">
        <button type="button" className="btn btn-primary play-button" onClick={() => (state.playing ? engine.pause() : engine.play())}>
          {state.playing ? '暫停' : '播放'}
        </button>
        <div className="speeds" role="group" aria-label="播放速度">
          {PLAYBACK_SPEEDS.map((s) => (
            <button key={s} type="button" className="btn btn-secondary btn-small speed-button" aria-pressed={state.speed === s} onClick={() => engine.setSpeed(s)}>{s}×</button>
          ))}
        </div>
        <label className="follow">
          <input type="checkbox" checked={follow} onChange={(e) => onFollowChange(e.currentTarget.checked)} /> 跟隨車輛
        </label>
        <output className="replay-clock" ref={clock} aria-live="off" />
      </div>
      <div className="bar-row scrub-row">
        <span className="edge-time">{clockText(state.start)}</span>
        <input ref={range} className="scrub" type="range" aria-label="播放位置" min={state.start} max={state.end}
          step={1000} defaultValue={state.time} disabled={span <= 0}
          onInput={(e) => engine.seek(Number(e.currentTarget.value))} />
        <span className="edge-time">{clockText(state.end)}</span>
      </div>
    </div>
  );
}
