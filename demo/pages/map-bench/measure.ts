/** Figures of one bench run; `extra` adds what the mode knows (draw counts, update cost). */
export interface BenchResult {
  frames: number;
  fps: number;
  maxGapMs: number;
  [key: string]: unknown;
}

export interface Panner {
  /** Called once per animation frame with the step in px. */
  step(dx: number, t: number): void;
  end(): void;
}

/** Pans ±180 px at 3 px a frame for warm-up + `ms`, counting rAF frames over the last `ms`. */
export function measure(pan: Panner, ms: number, extra: () => Record<string, unknown>, warmupMs = 1500): Promise<BenchResult> {
  return new Promise((resolve) => {
    let dx = 3;
    let offset = 0;
    let frames = 0;
    let maxGap = 0;
    let last = 0;
    let start = 0;
    const began = performance.now();
    const tick = (t: number) => {
      if (Math.abs(offset + dx) > 180) dx = -dx;
      offset += dx;
      pan.step(dx, t);
      if (!start && t - began >= warmupMs) {
        start = t;
        last = t;
      } else if (start) {
        frames++;
        maxGap = Math.max(maxGap, t - last);
        last = t;
      }
      if (start && t - start >= ms) {
        pan.end();
        resolve({ frames, fps: frames / ((t - start) / 1000), maxGapMs: maxGap, ...extra() });
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
