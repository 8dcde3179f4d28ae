import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { usePlot } from '../../shared/ui/plot';
import { LoadingState } from '../../shared/ui';

/** What the cursor reads at a point: the lines of the tip. */
export type TipAt = (index: number) => string[] | null;

/** A chart's options and data; the card adds the size, the cursor hook and the host. */
export interface PlotSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  tipAt: TipAt;
}

export interface PlotCardProps {
  name: string;
  part: string;
  /** The spec from the uPlot class (bars need its path builders); null when there is no data. */
  spec: ((lib: typeof uPlot) => PlotSpec) | null;
  /** Identifies the data: the chart is drawn again when it changes. */
  dataKey: unknown;
  /** The accessible summary: the numbers in text or a table. */
  summary: ReactNode;
  height?: number;
}

/**
 * A uPlot chart in a figure: its name as caption, the value under the cursor as a tip, and a summary
 * of the numbers (for screen readers and for people who want them). uPlot loads on demand.
 */
export function PlotCard({ name, part, spec, dataKey, summary, height = 220 }: PlotCardProps) {
  const host = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [tip, setTip] = useState<{ lines: string[]; left: number; keyed: boolean } | null>(null);
  const plotRef = useRef<uPlot | null>(null);
  const keyed = useRef(false);
  const { css, failed } = usePlot(host, spec && ((lib, el, width) => {
    const { options, data, tipAt } = spec(lib);
    const plot = new lib({
      ...options, width, height,
      legend: { show: false },
      hooks: {
        setCursor: [(u) => {
          const i = u.cursor.idx;
          const lines = i == null || i < 0 ? null : tipAt(i);
          setTip(lines ? { lines, left: u.cursor.left ?? 0, keyed: keyed.current } : null);
        }],
      },
    }, data, el);
    plotRef.current = plot;
    return {
      resize: (w) => plot.setSize({ width: w, height }),
      destroy: () => {
        plotRef.current = null;
        plot.destroy();
      },
    };
  }), dataKey);

  /** Arrow keys move the cursor from point to point (Home and End to the ends), reading each value. */
  function step(event: KeyboardEvent<HTMLDivElement>) {
    const u = plotRef.current;
    const xs = u?.data[0] ?? [];
    if (!u || !xs.length || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const at = u.cursor.idx ?? -1;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? xs.length - 1
      : Math.min(xs.length - 1, Math.max(0, at + (event.key === 'ArrowRight' ? 1 : -1)));
    keyed.current = true;
    u.setCursor({ left: u.valToPos(xs[next], 'x'), top: u.valToPos(Number(u.data[1][next] ?? 0), 'y') });
    keyed.current = false;
  }

  return (
    <figure className="chart-card" part={part} aria-labelledby={captionId} data-chart={part}>
      {css && <style>{css}</style>}
      <figcaption id={captionId} className="chart-title">{name}</figcaption>
      {!spec
        ? <p className="chart-empty">此期間沒有{name}資料。</p>
        : (
          <>
            {failed && <p role="alert">圖表載入失敗，請重新整理頁面。</p>}
            {!css && !failed && <LoadingState text="圖表載入中…" />}
            <div className="plot-wrap">
              <div className="plot" ref={host} role="img" tabIndex={0} aria-label={`${name}圖表，可用左右方向鍵逐點查看數值`}
                onKeyDown={step} onMouseLeave={() => setTip(null)} onBlur={() => setTip(null)} />
              {tip && (
                <div className="chart-tip" role={tip.keyed ? 'status' : undefined} aria-hidden={tip.keyed ? undefined : true} style={{ left: tip.left }}>
                  {tip.lines.map((line) => <p key={line}>{line}</p>)}
                </div>
              )}
            </div>
          </>
        )}
      <div className="chart-summary">{summary}</div>
    </figure>
  );
}
