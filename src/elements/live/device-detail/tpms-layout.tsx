import type { TyreReading } from '../../../core/api/contract/device';
import { isTpmsWarning, tpmsLabel } from '../../../core/catalogue';
import { formatTaipei } from '../../../core/format';

/** Tyres by axle, front first, each axle's tyres left to right (their positions run that way). */
export function axlesOf(tyres: readonly TyreReading[]): { axle: number; left: TyreReading[]; right: TyreReading[] }[] {
  const byAxle = new Map<number, TyreReading[]>();
  for (const tyre of [...tyres].sort((a, b) => a.position - b.position)) {
    byAxle.set(tyre.axle, [...(byAxle.get(tyre.axle) ?? []), tyre]);
  }
  return [...byAxle.entries()].sort(([a], [b]) => a - b).map(([axle, list]) => {
    const half = Math.ceil(list.length / 2);
    return { axle, left: list.slice(0, half), right: list.slice(half) };
  });
}

function Tyre({ tyre }: { tyre: TyreReading }) {
  const warning = isTpmsWarning(tyre.status);
  const status = tpmsLabel(tyre.status);
  return (
    <li className={warning ? 'tyre warning' : 'tyre'} aria-label={`${tyre.label}：${status}，胎壓 ${tyre.pressure} psi，胎溫 ${tyre.temperature} °C`}>
      <span className="tyre-name">{tyre.label}</span>
      <span className="tyre-value">{`${tyre.pressure.toFixed(0)} psi`}</span>
      <span className="tyre-value">{`${tyre.temperature.toFixed(0)} °C`}</span>
      <span className="tyre-status">{warning && <span aria-hidden="true">⚠ </span>}{status}</span>
    </li>
  );
}

/**
 * The TPMS tyre layout (spec 4): the truck seen from above, axle by axle with its tyres, each
 * with pressure, temperature and the status text of its code 0..11; warnings are highlighted.
 */
export function TpmsLayout({ tpms }: { tpms: { tyres: TyreReading[]; updatedAt: number | null; warnings: number } }) {
  if (!tpms.tyres.length) return <p className="muted">尚未收到胎壓資料。</p>;
  return (
    <div className="tpms">
      <p className={tpms.warnings ? 'tpms-summary alert' : 'tpms-summary'}>
        {tpms.warnings ? `${tpms.warnings} 個輪胎有警告` : '所有輪胎正常'}
        {tpms.updatedAt !== null && <span className="muted">{`（更新於 ${formatTaipei(tpms.updatedAt, 'YYYY/MM/DD HH:mm:ss')}）`}</span>}
      </p>
      <div className="truck" role="group" aria-label={`${tpms.tyres.length} 輪胎壓配置`}>
        <div className="truck-cab" aria-hidden="true">車頭</div>
        {axlesOf(tpms.tyres).map(({ axle, left, right }) => (
          <div className="axle" key={axle}>
            <ul className="side left" aria-label={`第 ${axle} 軸左側`}>{left.map((t) => <Tyre key={t.position} tyre={t} />)}</ul>
            <span className="axle-bar" aria-hidden="true" />
            <ul className="side right" aria-label={`第 ${axle} 軸右側`}>{right.map((t) => <Tyre key={t.position} tyre={t} />)}</ul>
          </div>
        ))}
      </div>
    </div>
  );
}
