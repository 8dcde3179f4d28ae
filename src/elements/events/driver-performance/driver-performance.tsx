import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { drivingScore, type DriverScore, type SettleDay } from '../../../core/api/contract/score';
import { exportScoreLog, listDriverScores, scoreDaysToSettle } from '../../../core/api/score';
import { now } from '../../../core/clock';
import { formatTaipei } from '../../../core/format';
import { defaultScorePeriod, periodProblem, type ScorePeriod } from '../../../core/performance';
import { $driverOptions, createExport, createItemResource, createListResource, pageOf, unwrap } from '../../../core/resource';
import {
  BADGE_CSS, DATE_PICKER_CSS, DateRangePicker, EMPTY_STATE_CSS, EmptyState, LoadingState, Select, SPINNER_CSS, TOAST_CSS, ToastRegion, uiCss,
  type DateRange, ResourceError,
} from '../../shared/ui';
import { ListPage, PAGE_KIT_CSS, useChoices } from '../../shared/ui/page-kit';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { PERFORMANCE_CSS } from './driver-performance.css';
import { PerformanceCharts } from './performance-charts';
import { SCORE_COLUMNS } from './score-columns';
import { SettlePanel } from './settle-panel';

export interface DriverPerformanceProps {
  /** The driver whose charts show; without it the user chooses one first. */
  driverUid?: string;
  /** A driver was chosen (from the picker or the score list): the console opens /driver/performance/{uid}. */
  onDriverSelect?: (detail: { driverUid: string }) => void;
}

const PAGE_SIZES = [10, 20, 50] as const;

/**
 * Driver performance (spec 2.11, 7.6; /driver/performance/{uid}): for a period (by default the 30
 * days before today), the driver's speed, RPM, idle and pedal pies, harsh acceleration and braking
 * bars, engine and temperature dot charts; whether the period can be settled and settling it; the
 * driving-score list of every driver with its export.
 */
export function DriverPerformance({ driverUid, onDriverSelect }: DriverPerformanceProps) {
  const [chosen, setChosen] = useState(driverUid ?? '');
  useEffect(() => setChosen(driverUid ?? ''), [driverUid]);
  const [period, setPeriod] = useState<ScorePeriod>(() => defaultScorePeriod(now()));
  const [range, setRange] = useState<DateRange>({ start: period.startDate, end: period.endDate });
  const [rangeError, setRangeError] = useState('');
  const asked = useLatest({ period, driverUid: chosen });
  const headingId = useId();

  const score = useResource(() => createItemResource<DriverScore | null>({
    load: async () => {
      const { period: p, driverUid: uid } = asked.current;
      if (!uid) return null;
      return unwrap(await listDriverScores({ ...p, driverUid: uid, offset: 0, limit: 1 })).list[0] ?? null;
    },
  }));
  const days = useResource(() => createItemResource<SettleDay[]>({ load: async () => unwrap(await scoreDaysToSettle(asked.current.period)) }));
  const list = useResource(() => createListResource<DriverScore, ScorePeriod>({
    load: async (q) => pageOf(await listDriverScores({ ...q.filters, offset: q.offset, limit: q.limit })),
    filters: period,
    pageSize: PAGE_SIZES[0],
  }));
  const exporter = useResource(() => createExport<ScorePeriod>((p, progress, signal) => exportScoreLog({ startDate: p.startDate, endDate: p.endDate }, progress, signal)));
  const drivers = useChoices($driverOptions);
  const { data: current, loading, error } = useStore(score.$state);

  const periodKey = `${period.startDate}|${period.endDate}`;
  useReloadOn(periodKey, () => Promise.all([days.reload(), list.setFilters(period)]));
  useReloadOn(`${periodKey}|${chosen}`, () => score.reload());

  function changeRange(next: DateRange, valid: boolean) {
    setRange(next);
    const problem = valid ? periodProblem({ startDate: next.start, endDate: next.end }, now()) : '';
    setRangeError(problem);
    if (valid && !problem) setPeriod({ startDate: next.start, endDate: next.end });
  }

  function choose(uid: string) {
    if (!uid || uid === chosen) return;
    setChosen(uid);
    onDriverSelect?.({ driverUid: uid });
  }

  const driverName = current?.driverName || drivers.options.find((o) => o.value === chosen)?.label || '';
  const today = formatTaipei(now(), 'YYYY-MM-DD');

  return (
    <>
      <style>{uiCss(PAGE_KIT_CSS, BADGE_CSS, DATE_PICKER_CSS, EMPTY_STATE_CSS, SPINNER_CSS, TOAST_CSS, PERFORMANCE_CSS)}</style>
      <section className="driver-performance" part="base" aria-labelledby={headingId}>
        <h2 id={headingId} className="page-heading">{driverName ? `駕駛績效：${driverName}` : '駕駛績效'}</h2>
        <div className="performance-controls" role="search" aria-label="駕駛與期間">
          <Select label="駕駛" value={chosen} placeholder={drivers.loading ? '載入駕駛…' : '請選擇駕駛'} error={drivers.error || undefined}
            options={drivers.options} onChange={(e) => choose(e.currentTarget.value)} />
          <DateRangePicker label="期間" value={range} max={today} now={now} quickRanges={['yesterday', 'last7', 'last30', 'thisMonth']}
            error={rangeError || undefined} onValueChange={changeRange} />
        </div>

        <section className="performance-figures" aria-label="駕駛行為圖表" aria-busy={loading || undefined}>
          {!chosen && <EmptyState heading="請先選擇駕駛" description="從上方選單或下方的駕駛評分列表選擇一位駕駛，查看其駕駛行為圖表。" />}
          {chosen && loading && current?.driverUid !== chosen && <LoadingState text="讀取駕駛績效…" />}
          {chosen && error && <ResourceError className="load-error" message={error} onRetry={score.reload} />}
          {chosen && !loading && !error && !current && (
            <EmptyState heading="此期間沒有已結算的駕駛數據" description="請換一個期間，或先結算此期間。" />
          )}
          {chosen && current && current.driverUid === chosen && <PerformanceCharts score={current} />}
        </section>

        <SettlePanel period={period} days={days} onSettled={() => { void score.reload(); void list.reload(); void days.reload(); }} />

        <div className="score-list">
          <ListPage<DriverScore, ScorePeriod> heading="駕駛評分" headingLevel={3} resource={list} columns={SCORE_COLUMNS}
            rowKey={(s) => s.driverUid} rowName={(s) => s.driverName} pageSizes={PAGE_SIZES} emptyText="此期間沒有已結算的駕駛評分"
            exporter={{ endpoint: drivingScore.exportLog, resource: exporter, label: '匯出評分紀錄' }}
            onRowActivate={(s) => choose(s.driverUid)} />
        </div>
      </section>
      <ToastRegion />
    </>
  );
}
