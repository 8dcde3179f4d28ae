import {
  advance, initialPlayback, pause, play, seek, setSpeed, type PlaybackSpeed, type PlaybackState,
} from '../../../core/history';

type Listener = (s: PlaybackState) => void;

/**
 * Runs the replay's pure clock (core/history/playback) on requestAnimationFrame: each frame moves
 * it by the real time between the frames' timestamps (never Date), then tells the listeners. The
 * map marker and the bar's time follow through listeners that write to the DOM, so React does not
 * render each frame; `onChange` listeners hear only play, pause, speed and the end.
 */
export class ReplayEngine {
  private state: PlaybackState;
  private frameListeners = new Set<Listener>();
  private changeListeners = new Set<Listener>();
  private frame = 0;
  private last: number | null = null;

  constructor(start: number, end: number, at?: number) {
    this.state = initialPlayback(start, end, at);
  }

  get current(): PlaybackState {
    return this.state;
  }

  /** Called every frame and after every change (a scrub, a jump): for the marker and the time. */
  onFrame(listener: Listener): () => void {
    this.frameListeners.add(listener);
    listener(this.state);
    return () => this.frameListeners.delete(listener);
  }

  /** Called when playing, the speed or the span changes: for React. */
  onChange(listener: Listener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  play(): void {
    this.set(play(this.state), true);
    this.loop();
  }

  pause(): void {
    this.set(pause(this.state), true);
  }

  seek(t: number): void {
    this.set(seek(this.state, t), false);
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.set(setSpeed(this.state, speed), true);
  }

  /** A wider or narrower time line (trucks added to the replay); the time stays where it can. */
  setSpan(start: number, end: number): void {
    const next = { ...this.state, start, end: Math.max(start, end) };
    this.set(seek(next, this.state.time), true);
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frameListeners.clear();
    this.changeListeners.clear();
  }

  private set(next: PlaybackState, changed: boolean): void {
    const wasPlaying = this.state.playing;
    this.state = next;
    for (const l of this.frameListeners) l(next);
    if (changed || wasPlaying !== next.playing) for (const l of this.changeListeners) l(next);
  }

  private loop(): void {
    cancelAnimationFrame(this.frame);
    this.last = null;
    const tick = (stamp: number) => {
      if (!this.state.playing) return;
      const elapsed = this.last === null ? 0 : stamp - this.last;
      this.last = stamp;
      // A background tab or a debugger pause gives one huge gap: move on by at most a quarter second.
      this.set(advance(this.state, Math.min(250, elapsed)), false);
      if (this.state.playing) this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }
}
