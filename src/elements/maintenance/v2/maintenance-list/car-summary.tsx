import { useStore } from '@nanostores/react';
import { lastMaintenanceRecord, maintenanceCarInfo } from '../../../../core/api/maintenance';
import { reservationStatusLabel } from '../../../../core/catalogue/work';
import { formatTaipei } from '../../../../core/format';
import { CYCLE_DUE_LABELS } from '../../../../core/maintenance';
import { createItemResource, unwrap } from '../../../../core/resource';
import { LoadingState, ResourceError } from '../../../shared/ui';
import { useResource } from '../../../shared/ui/use-resource';

const num = (v: number | null | undefined, unit: string) => (v === null || v === undefined ? '—' : `${v.toLocaleString('zh-TW')} ${unit}`);

/** A car's maintenance data: its mileage and engine hours now, its last record and where each cycle stands. */
export function CarSummary({ carUid }: { carUid: string }) {
  const item = useResource(() => createItemResource({
    load: async () => {
      const [info, last] = await Promise.all([maintenanceCarInfo(carUid), lastMaintenanceRecord(carUid)]);
      return { info: unwrap(info), last: unwrap(last) };
    },
  }));
  const { data, error } = useStore(item.$state);
  if (error && !data) return <ResourceError message={error} onRetry={item.reload} />;
  if (!data) return <LoadingState text="載入車輛保修資料中…" />;
  const { info, last } = data;
  return (
    <section className="car-summary" aria-label={`${info.car.carNo} 保修資料`}>
      <h2>{info.car.carNo} 保修資料</h2>
      <dl className="pairs">
        <div><dt>車型</dt><dd>{info.car.model || '—'}</dd></div>
        <div><dt>目前里程</dt><dd>{num(info.mileage, '公里')}</dd></div>
        <div><dt>目前引擎時數</dt><dd>{num(info.engineHours, '小時')}</dd></div>
        <div><dt>最近紀錄</dt><dd>{last
          ? `${formatTaipei(last.servicedAt ?? last.reservation.reservedAt, 'YYYY-MM-DD HH:mm')} ${reservationStatusLabel(last.reservation.status)}`
          : '尚無紀錄'}</dd></div>
      </dl>
      {info.cycles.length > 0 && (
        <ul className="cycles">
          {info.cycles.map((c) => (
            <li key={c.cycle.uid}>{c.cycle.name}：{CYCLE_DUE_LABELS[c.state]}（剩餘 {num(c.remainingKm, '公里')}、{num(c.remainingDays, '天')}）</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const CAR_SUMMARY_CSS = `
.car-summary { margin-bottom: var(--_space-3); }
.car-summary h2 { font-size: 1.15em; margin: 0 0 var(--_space-1); }
.pairs { display: flex; flex-wrap: wrap; gap: var(--_space-1) var(--_space-3); margin: 0; }
.pairs div { display: flex; gap: var(--_space-1); }
.pairs dt { color: var(--_muted); }
.pairs dd { margin: 0; }
.cycles { margin: var(--_space-1) 0 0; padding-left: 1.2em; }
`;
