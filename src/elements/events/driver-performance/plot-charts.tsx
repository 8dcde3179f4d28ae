import type { Bucket, ScoreBreakdown } from '../../../core/api/contract/score';
import type uPlot from 'uplot';
import { barSeries } from '../../../core/performance';
import { formatTaipei } from '../../../core/format';
import { eventTypeLabel } from '../../../core/catalogue/events';
import { PlotCard, type PlotSpec } from './plot-card';

const BAR_COLOUR = { accelerate: '#b45309', decelerate: '#c2410c' } as const;
const count = (n: number) => `${n.toLocaleString('zh-TW')} 次`;
const time = (ms: number) => formatTaipei(ms, 'MM/DD HH:mm');
const range = (values: readonly number[]) => `${Math.min(...values).toLocaleString('zh-TW')}–${Math.max(...values).toLocaleString('zh-TW')}`;
const average = (values: readonly number[]) => Math.round((values.reduce((a, v) => a + v, 0) / values.length) * 10) / 10;

/** The acceleration or deceleration bar (spec 2.11): harsh events of the period by severity. */
export function HarshBarChart({ kind, buckets }: { kind: 'accelerate' | 'decelerate'; buckets: readonly Bucket[] }) {
  const name = eventTypeLabel(kind);
  const [xs, ys] = barSeries(buckets);
  const spec = (lib: typeof uPlot): PlotSpec => ({
    options: {
      scales: { x: { time: false, range: [-0.5, xs.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      series: [{}, { label: name, fill: BAR_COLOUR[kind], stroke: BAR_COLOUR[kind], paths: lib.paths.bars!({ size: [0.6, 64] }), points: { show: false } }],
      axes: [
        { splits: () => xs, values: (_u, splits) => splits.map((i) => buckets[i]?.label ?? '') },
        { label: '次數', values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
      ],
      cursor: { drag: { x: false, y: false } },
    },
    data: [xs, ys],
    tipAt: (i) => (buckets[i] ? [`${name}・${buckets[i].label}`, count(buckets[i].value)] : null),
  });
  const total = ys.reduce((a, v) => a + v, 0);
  return (
    <PlotCard name={`${name}次數`} part={`${kind}-chart`} dataKey={buckets} spec={buckets.length ? spec : null}
      summary={(
        <table className="chart-table">
          <caption>{`共 ${count(total)}`}</caption>
          <thead><tr><th scope="col">程度</th><th scope="col">次數</th></tr></thead>
          <tbody>{buckets.map((b) => <tr key={b.label}><th scope="row">{b.label}</th><td>{count(b.value)}</td></tr>)}</tbody>
        </table>
      )} />
  );
}

const dots = (colour: string) => ({ stroke: colour, paths: () => null, points: { show: true, size: 6, width: 1, stroke: colour, fill: colour } });

/** The engine dot chart (spec 2.11): engine speed against road speed, one dot a sample. */
export function EngineDotChart({ points }: { points: ScoreBreakdown['engine'] }) {
  const sorted = [...points].sort((a, b) => a.speed - b.speed || a.time - b.time);
  const spec = (): PlotSpec => ({
    options: {
      scales: { x: { time: false } },
      series: [{}, { label: '引擎轉速', ...dots('#1f6fb2') }],
      axes: [{ label: '車速 (km/h)' }, { label: '轉速 (rpm)', size: 60 }],
      cursor: { drag: { x: false, y: false } },
    },
    data: [sorted.map((p) => p.speed), sorted.map((p) => p.rpm)],
    tipAt: (i) => (sorted[i] ? [time(sorted[i].time), `車速 ${sorted[i].speed} km/h`, `轉速 ${sorted[i].rpm.toLocaleString('zh-TW')} rpm`] : null),
  });
  const speeds = sorted.map((p) => p.speed);
  const rpms = sorted.map((p) => p.rpm);
  return (
    <PlotCard name="引擎轉速與車速" part="engine-chart" dataKey={points} spec={sorted.length ? spec : null}
      summary={sorted.length > 0 && (
        <>
          <p className="chart-note">{`共 ${sorted.length} 筆取樣；車速 ${range(speeds)} km/h，平均 ${average(speeds)}；轉速 ${range(rpms)} rpm，平均 ${average(rpms).toLocaleString('zh-TW')}`}</p>
          <SampleTable heading="引擎取樣資料" columns={['時間', '車速 (km/h)', '轉速 (rpm)']}
            rows={[...points].sort((a, b) => a.time - b.time).map((p) => [time(p.time), String(p.speed), p.rpm.toLocaleString('zh-TW')])} />
        </>
      )} />
  );
}

/** The temperature dot chart (spec 2.11): engine coolant temperature over the period. */
export function TemperatureDotChart({ points }: { points: ScoreBreakdown['temperature'] }) {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const spec = (): PlotSpec => ({
    options: {
      scales: { x: { time: true } },
      series: [{}, { label: '引擎溫度', ...dots('#c2410c') }],
      axes: [{ values: (_u, splits) => splits.map((v) => formatTaipei(v * 1000, 'MM/DD')) }, { label: '溫度 (°C)', values: (_u, splits) => splits.map((v) => `${v}°`) }],
      cursor: { drag: { x: false, y: false } },
    },
    data: [sorted.map((p) => p.time / 1000), sorted.map((p) => p.engineTemp)],
    tipAt: (i) => (sorted[i] ? [time(sorted[i].time), `引擎溫度 ${sorted[i].engineTemp} °C`] : null),
  });
  const temps = sorted.map((p) => p.engineTemp);
  return (
    <PlotCard name="引擎溫度" part="temperature-chart" dataKey={points} spec={sorted.length ? spec : null}
      summary={sorted.length > 0 && (
        <>
          <p className="chart-note">{`共 ${sorted.length} 筆取樣；溫度 ${range(temps)} °C，平均 ${average(temps)} °C`}</p>
          <SampleTable heading="溫度取樣資料" columns={['時間', '引擎溫度 (°C)']} rows={sorted.map((p) => [time(p.time), String(p.engineTemp)])} />
        </>
      )} />
  );
}

/** Every sample as a table, folded away: the dot chart's numbers for those who cannot see the dots. */
function SampleTable({ heading, columns, rows }: { heading: string; columns: string[]; rows: string[][] }) {
  return (
    <details className="sample-details">
      <summary>{`${heading}（${rows.length} 筆）`}</summary>
      <div className="table-scroll">
        <table className="chart-table">
          <caption className="visually-hidden">{heading}</caption>
          <thead><tr>{columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
          <tbody>{rows.map((r, i) => <tr key={i}>{r.map((cell, j) => <td key={j}>{cell}</td>)}</tr>)}</tbody>
        </table>
      </div>
    </details>
  );
}
