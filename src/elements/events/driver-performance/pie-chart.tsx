import { useId, useState } from 'react';
import type { Bucket } from '../../../core/api/contract/score';
import { arcPath, pieSlices } from '../../../core/performance';

export const PIE_COLOURS = ['#1f6fb2', '#2e7d32', '#b45309', '#7b3fa0', '#c62828', '#0e7490'];
const R = 60;

export interface PieChartProps {
  /** Names the chart (its heading and its summary table). */
  name: string;
  buckets: readonly Bucket[];
  /** How a bucket's value reads (a duration, a count). */
  valueText: (value: number) => string;
  /** The chart's part name, e.g. 'speed-chart'. */
  part: string;
}

/**
 * A pie of the breakdown (spec 2.11 speed, RPM, idle and pedal pies) in SVG: each slice shows its
 * label, value and share on hover (and on focus of its legend row); the legend is the accessible
 * summary, a table of the same numbers.
 */
export function PieChart({ name, buckets, valueText, part }: PieChartProps) {
  const slices = pieSlices(buckets);
  const [active, setActive] = useState<number | null>(null);
  const captionId = useId();
  const shown = active === null ? null : slices[active];
  return (
    <figure className="chart-card" part={part} aria-labelledby={captionId} data-chart={part}>
      <figcaption id={captionId} className="chart-title">{name}</figcaption>
      {slices.length === 0
        ? <p className="chart-empty">此期間沒有{name}資料。</p>
        : (
          <div className="pie-body">
            <div className="pie-wrap">
              <svg viewBox={`0 0 ${R * 2} ${R * 2}`} width={R * 2} height={R * 2} aria-hidden="true" focusable="false">
                {slices.map((s, i) => s.value > 0 && (
                  <path key={s.label} d={arcPath(s.from, s.to, R)} fill={PIE_COLOURS[i % PIE_COLOURS.length]}
                    className={active === i ? 'slice slice-active' : 'slice'} data-label={s.label}
                    onMouseEnter={() => setActive(i)} onMouseLeave={() => setActive(null)}>
                    <title>{`${s.label}：${valueText(s.value)}（${s.percent}%）`}</title>
                  </path>
                ))}
              </svg>
              {shown && <p className="chart-tip pie-tip" aria-hidden="true">{`${shown.label}：${valueText(shown.value)}（${shown.percent}%）`}</p>}
            </div>
            <table className="chart-table">
              <caption className="visually-hidden">{`${name}的分布`}</caption>
              <thead><tr><th scope="col">區間</th><th scope="col">數值</th><th scope="col">比例</th></tr></thead>
              <tbody>
                {slices.map((s, i) => (
                  <tr key={s.label} className={active === i ? 'row-active' : undefined}
                    onMouseEnter={() => setActive(i)} onMouseLeave={() => setActive(null)}>
                    <th scope="row"><span className="swatch" style={{ background: PIE_COLOURS[i % PIE_COLOURS.length] }} aria-hidden="true" />{s.label}</th>
                    <td>{valueText(s.value)}</td>
                    <td>{`${s.percent}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
    </figure>
  );
}
