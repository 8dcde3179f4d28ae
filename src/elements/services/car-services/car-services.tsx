import { useStore } from '@nanostores/react';
import { useId, useState, type MouseEvent } from 'react';
import { fetchCarServices } from '../../../core/api/plus';
import { now } from '../../../core/clock';
import { SERVICE_PERIOD_LABELS, servicePeriodOf, serviceSourceText } from '../../../core/plus';
import { createItemResource, unwrap } from '../../../core/resource';
import { consoleHref, followInConsole } from '../../shared/chrome/links';
import { Facts, REDEEM_KIT_CSS, serviceDay, useManagedCars } from '../shared/redeem-kit';
import { BADGE_CSS, EMPTY_STATE_CSS, EmptyState, FORM_CSS, Select, StatusTag, uiCss, ResourceView } from '../../shared/ui';
import { useResource } from '../../shared/ui/use-resource';
import { pathOf } from '../../../core/pages/paths';

export interface CarServicesProps {
  /** The car to show; without it the user picks one of the managed cars. */
  carUid?: string;
  /** Links go to the app's web views (/service/app/exchange, /service/app/detail) instead of the console's pages. */
  inApp?: boolean;
  /** A car was picked in the element's own car select (no `car-uid`). */
  onCarSelect?: (detail: { carUid: string; carNo: string }) => void;
}

const linksOf = (carUid: string, inApp: boolean) => {
  const q = `?carUid=${encodeURIComponent(carUid)}`;
  return inApp
    ? [{ href: `${pathOf('serviceAppExchange')}${q}`, label: '兌換序號' }, { href: `${pathOf('serviceAppDetail')}${q}`, label: '服務紀錄' }]
    : [{ href: `${pathOf('serviceExchange')}${q}`, label: '兌換序號' }, { href: `${pathOf('serviceRecord')}${q}`, label: '服務紀錄' }];
};

/** One car's services that have not ended (GET {plus}/service/{carUid}), with its links. */
function ServicesOf({ carUid, inApp }: { carUid: string; inApp: boolean }) {
  const headingId = useId();
  const item = useResource(() => createItemResource({ load: async () => unwrap(await fetchCarServices(carUid)) }));
  const state = useStore(item.$state);
  const { data } = state;
  const cars = useManagedCars(carUid);
  const carNo = cars.carNo || data?.[0]?.carNo || '';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => followInConsole(event, undefined, { carUid });
  return (
    <section className="car-services-of" aria-labelledby={headingId}>
      <h3 id={headingId}>{carNo ? `${carNo} 的加值服務` : '車輛的加值服務'}</h3>
      <ResourceView state={state} onRetry={item.reload} errorClassName="load-error" loadingText="載入車輛服務中…" isEmpty={(list) => list.length === 0}
        empty={<EmptyState heading="尚無加值服務" description="此車輛目前沒有使用中的加值服務，可兌換序號開通。" />}>
        {(services) => (
        <ul className="services" part="services">
          {services.map((s) => {
            const period = servicePeriodOf(s, now());
            return (
              <li key={s.uid} className="service">
                <div className="service-head">
                  <strong>{s.serviceTypeName}</strong>
                  <StatusTag tone={period === 'active' ? 'success' : 'info'}>{SERVICE_PERIOD_LABELS[period]}</StatusTag>
                </div>
                <Facts items={[['方案', s.planName], ['使用期間', `${serviceDay(s.startTime)} 至 ${serviceDay(s.endTime)}`], ['來源', serviceSourceText(s)]]} />
              </li>
            );
          })}
        </ul>
        )}
      </ResourceView>
      <nav className="service-links" aria-label="加值服務頁面">
        <ul>{linksOf(carUid, inApp).map((l) => <li key={l.href}><a href={consoleHref(l.href)} onClick={follow}>{l.label}</a></li>)}</ul>
      </nav>
    </section>
  );
}

/**
 * Car information of the redeem pages (spec 2.11 'car information'; /service, /service/app): a car's
 * services that have not ended with their end dates, and links to 兌換序號 and 服務紀錄 (through
 * followLink: embedded, they ask the host).
 */
export function CarServices({ carUid = '', inApp = false, onCarSelect }: CarServicesProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState('');
  const cars = useManagedCars();
  const car = carUid || chosen;
  function choose(uid: string) {
    setChosen(uid);
    if (uid) onCarSelect?.({ carUid: uid, carNo: cars.options.find((o) => o.value === uid)?.label ?? '' });
  }
  return (
    <>
      <style>{uiCss(FORM_CSS, BADGE_CSS, EMPTY_STATE_CSS, REDEEM_KIT_CSS, OWN_CSS)}</style>
      <section className="redeem-panel car-services" part="base" aria-labelledby={headingId}>
        <h2 id={headingId}>車輛服務</h2>
        {!carUid && (
          <div className="car-choice">
            <Select label="車輛" options={cars.options} value={chosen} onChange={(e) => choose(e.target.value)}
              placeholder={cars.loading ? '載入中…' : '請選擇車輛'} hint="僅列出已納管車輛" error={cars.error || undefined} />
          </div>
        )}
        {car
          ? <ServicesOf key={car} carUid={car} inApp={inApp} />
          : <EmptyState heading="請選擇車輛" description="選擇車輛後，可查看其加值服務、兌換序號與服務紀錄。" />}
      </section>
    </>
  );
}

const OWN_CSS = `
.car-choice { max-width: 20em; }
.car-services-of { display: grid; gap: var(--_space-3); }
.services { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--_space-2); }
.service { border: 1px solid var(--_border); border-radius: var(--_radius); padding: var(--_space-2) var(--_space-3); display: grid; gap: var(--_space-2); }
.service-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); }
.service-links ul { display: flex; flex-wrap: wrap; gap: var(--_space-2) var(--_space-4); list-style: none; margin: 0; padding: 0; }
.service-links a { display: inline-block; padding: var(--_space-1) 0; color: var(--_primary); }
.load-error { display: flex; flex-wrap: wrap; gap: var(--_space-2); align-items: center; }
`;
