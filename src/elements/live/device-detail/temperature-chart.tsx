import { useEffect, useRef, useState } from 'react';
import type { DeviceDetail } from '../../../core/api/contract/device';
import { LoadingState } from '../../shared/ui';
import { usePlot } from '../../shared/ui/plot';
import { formatTemperature, sensorName, type TemperatureTip } from './temperature-format';
import { drawTemperatures } from './temperature-plot';

type ColdChain = NonNullable<DeviceDetail['coldChain']>;

/**
 * Cold-chain temperatures over time (spec 2.11): a uPlot line per sensor with the set range
 * dashed, and the temperature tooltip (the time and each sensor's value at the cursor). uPlot
 * and its CSS are imported when the chart first shows (the shared `usePlot`).
 */
export function TemperatureChart({ cold }: { cold: ColdChain }) {
  const host = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ tip: TemperatureTip; left: number } | null>(null);
  const { css, failed } = usePlot(host, cold.series.length
    ? (lib, el, width) => drawTemperatures(lib, el, cold, width, (t, left) => setTip(t ? { tip: t, left } : null))
    : null, cold, 320);
  // A new reading starts without a tip.
  useEffect(() => () => setTip(null), [cold]);

  if (!cold.series.length) return <p className="muted">此時間範圍沒有溫度紀錄。</p>;
  const first = cold.series[0].time;
  const last = cold.series[cold.series.length - 1].time;
  return (
    <div className="chart">
      {css && <style>{css}</style>}
      <p className={cold.outOfRange ? 'chart-note alert' : 'chart-note'}>
        {`設定範圍 ${cold.setpoint.min} ~ ${cold.setpoint.max} °C・${cold.outOfRange ? `${cold.outOfRange} 筆紀錄超出範圍` : '全部紀錄在範圍內'}`}
      </p>
      {failed && <p role="alert">圖表載入失敗，請重新整理頁面。</p>}
      {!css && !failed && <LoadingState text="圖表載入中…" />}
      <div className="chart-plot" ref={host} role="img"
        aria-label={`${cold.sensors} 個感測器的溫度曲線，共 ${cold.series.length} 筆紀錄，設定範圍 ${cold.setpoint.min} 至 ${cold.setpoint.max} °C`}
        data-from={first} data-to={last} />
      {tip && (
        <div className="chart-tip" role="status" style={{ left: tip.left }}>
          <p className="chart-tip-time">{tip.tip.time}</p>
          {tip.tip.lines.map((line) => (
            <p key={line.name} className={line.outside ? 'outside' : undefined}>{`${line.name}：${line.value}`}</p>
          ))}
        </div>
      )}
      {cold.latest && (
        <dl className="latest">
          {cold.latest.values.map((v, i) => (
            <div key={i}><dt>{sensorName(i)}</dt><dd>{formatTemperature(v)}</dd></div>
          ))}
        </dl>
      )}
    </div>
  );
}
