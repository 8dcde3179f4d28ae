import type { DriverScore } from '../../../core/api/contract/score';
import { durationText } from '../../../core/performance';
import { PieChart } from './pie-chart';
import { EngineDotChart, HarshBarChart, TemperatureDotChart } from './plot-charts';

const km = (meters: number) => `${(meters / 1000).toLocaleString('zh-TW', { maximumFractionDigits: 1 })} 公里`;

/** The figures of one driver over the period: the totals, then the charts of spec 2.11. */
export function PerformanceCharts({ score }: { score: DriverScore }) {
  const b = score.breakdown;
  return (
    <div className="performance-charts">
      <dl className="score-totals" part="totals">
        <div><dt>駕駛評分</dt><dd className="score-value">{score.score}</dd></div>
        <div><dt>結算天數</dt><dd>{`${score.days} 天`}</dd></div>
        <div><dt>行程數</dt><dd>{`${score.journeyCount.toLocaleString('zh-TW')} 趟`}</dd></div>
        <div><dt>里程</dt><dd>{km(score.distance)}</dd></div>
        <div><dt>行駛時間</dt><dd>{durationText(score.drivingSeconds)}</dd></div>
        <div><dt>駕駛事件</dt><dd>{`${score.eventCount.toLocaleString('zh-TW')} 次`}</dd></div>
      </dl>
      <div className="chart-grid">
        <PieChart name="車速分布" part="speed-chart" buckets={b.speed} valueText={durationText} />
        <PieChart name="引擎轉速分布" part="rpm-chart" buckets={b.rpm} valueText={durationText} />
        <PieChart name="怠速比例" part="idle-chart" buckets={b.idle} valueText={durationText} />
        <PieChart name="踏板使用" part="pedal-chart" buckets={b.pedal} valueText={durationText} />
        <HarshBarChart kind="accelerate" buckets={b.accelerate} />
        <HarshBarChart kind="decelerate" buckets={b.decelerate} />
        <EngineDotChart points={b.engine} />
        <TemperatureDotChart points={b.temperature} />
      </div>
    </div>
  );
}
