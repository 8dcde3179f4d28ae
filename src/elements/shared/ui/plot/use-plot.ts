import { useEffect, useState, type RefObject } from 'react';
import type uPlot from 'uplot';

/** What a drawn chart gives back: resize to the host's width, and destroy on leaving. */
export interface PlotHandle {
  resize: (width: number) => void;
  destroy: () => void;
}

/** Draws a chart with the uPlot class into `host` at `width`. */
export type DrawPlot = (lib: typeof uPlot, host: HTMLElement, width: number) => PlotHandle;

export interface PlotState {
  /** uPlot's CSS once loaded ('' before): render it in a <style> beside the chart. */
  css: string;
  failed: boolean;
}

/**
 * Loads uPlot on demand, draws with `draw` into `host` when `key` changes (the data), follows the
 * host's width, and destroys the chart on leaving. `draw` null draws nothing (no data).
 */
export function usePlot(host: RefObject<HTMLElement | null>, draw: DrawPlot | null, key: unknown, minWidth = 280): PlotState {
  const [css, setCss] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = host.current;
    if (!el || !draw) return undefined;
    let gone = false;
    let stop: (() => void) | null = null;
    void import('./uplot-chunk').then(({ uPlot: lib, UPLOT_CSS }) => {
      if (gone) return;
      setCss(UPLOT_CSS);
      const width = () => Math.max(minWidth, el.clientWidth);
      const plot = draw(lib, el, width());
      const observer = new ResizeObserver(() => plot.resize(width()));
      observer.observe(el);
      stop = () => {
        observer.disconnect();
        plot.destroy();
      };
    }).catch(() => {
      if (!gone) setFailed(true);
    });
    return () => {
      gone = true;
      stop?.();
    };
    // `key` stands for the data `draw` closes over.
  }, [key]);
  return { css, failed };
}
