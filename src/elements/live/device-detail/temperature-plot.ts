import type uPlot from 'uplot';
import type { DeviceDetail } from '../../../core/api/contract/device';
import { formatTaipei } from '../../../core/format';
import type { PlotHandle } from '../../shared/ui/plot';
import { sensorName, temperatureTip, type TemperatureTip } from './temperature-format';

/**
 * The uPlot half of the temperature chart: its series, axes and tooltip. uPlot itself comes in on
 * demand through the shared `usePlot` (../shared/ui/plot), so pages without a chart do not pay for it.
 */

type ColdChain = NonNullable<DeviceDetail['coldChain']>;

const COLOURS = ['#1f6fb2', '#c2410c', '#2e7d32', '#7b3fa0', '#b45309', '#0e7490', '#be185d', '#4d7c0f'];

/** Draws the series in `host` (x in seconds, as uPlot wants) and reports the cursor's reading. */
export function drawTemperatures(lib: typeof uPlot, host: HTMLElement, cold: ColdChain, width: number, onTip: (tip: TemperatureTip | null, left: number) => void): PlotHandle {
  const xs = cold.series.map((s) => s.time / 1000);
  const ys = Array.from({ length: cold.sensors }, (_, i) => cold.series.map((s) => s.values[i] ?? null));
  const band = (value: number, label: string) => ({ label, stroke: '#9aa5b1', dash: [4, 4], width: 1, points: { show: false }, value: () => `${value} °C` });
  const opts: uPlot.Options = {
    width,
    height: 280,
    scales: { x: { time: true } },
    series: [
      { label: '時間', value: (_u, v) => (v == null ? '—' : formatTaipei(v * 1000, 'MM/DD HH:mm')) },
      ...ys.map((_, i) => ({ label: sensorName(i), stroke: COLOURS[i % COLOURS.length], width: 2, spanGaps: false,
        value: (_u: uPlot, v: number | null) => (v == null ? '—' : `${v.toFixed(1)} °C`) })),
      band(cold.setpoint.min, '下限'),
      band(cold.setpoint.max, '上限'),
    ],
    axes: [
      { values: (_u, splits) => splits.map((v) => formatTaipei(v * 1000, 'MM/DD HH:mm')) },
      { label: '溫度 (°C)', values: (_u, splits) => splits.map((v) => `${v}°`) },
    ],
    legend: { show: true, live: false },
    cursor: { drag: { x: true, y: false } },
    hooks: {
      setCursor: [(u) => {
        const i = u.cursor.idx;
        if (i == null || i < 0 || i >= xs.length) onTip(null, 0);
        else onTip(temperatureTip(xs[i] * 1000, ys.map((y) => y[i]), cold.setpoint), u.cursor.left ?? 0);
      }],
    },
  };
  const data: uPlot.AlignedData = [xs, ...ys, xs.map(() => cold.setpoint.min), xs.map(() => cold.setpoint.max)];
  const plot = new lib(opts, data, host);
  return {
    resize: (w) => plot.setSize({ width: w, height: 280 }),
    destroy: () => plot.destroy(),
  };
}
