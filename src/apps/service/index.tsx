import '../../elements/car-services/car-services.element';
import '../../elements/service-redeem/service-redeem.element';
import '../../elements/service-record/service-record.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { $isSignedIn } from '../../core/session';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { ServicePageNav } from '../shared/service-links';
import { reactApplication } from '../shared/react-app';
import { RouteLink } from '../shared/route-link';

const TITLES: Record<string, string> = {
  '/service': '車輛服務', '/service/exchange': '序號兌換', '/service/record': '服務紀錄',
  '/service/app': '車輛服務', '/service/app/detail': '服務紀錄', '/service/app/exchange': '序號兌換',
};

const withCar = (path: string, carUid: string) => (carUid ? `${path}?carUid=${encodeURIComponent(carUid)}` : path);

/**
 * The redeem pages (spec 2.1, 2.11 'Service redeem'): /service (`fms-car-services`: pick a car, its
 * services, links to redeem and history), /service/exchange (`fms-service-redeem`; ?carUid= fixes the
 * car) and /service/record (`fms-service-record`; ?carUid= one car), and the app's web views in the
 * mobile layout for the car of ?carUid=: /service/app (car information), /service/app/detail (its
 * service history) and /service/app/exchange (redeem for it). The app opens them with the spec 2.10
 * URL tokens, which the root turns into a session.
 */
function ServicePages() {
  const { path, query } = useStore($location);
  const signedIn = useStore($isSignedIn);
  const carUid = typeof query?.carUid === 'string' ? query.carUid : '';
  const inApp = path.startsWith('/service/app');
  const title = <h1 style={VISUALLY_HIDDEN}>{TITLES[path] ?? '車輛服務'}</h1>;

  if (inApp) {
    return (
      <div style={{ padding: '8px 12px' }}>
        {title}
        {!signedIn && <p role="alert">請由 App 開啟此頁面，以查看車輛的加值服務。</p>}
        {signedIn && path === '/service/app' && <fms-car-services car-uid={carUid || undefined} in-app />}
        {signedIn && path === '/service/app/detail' && <fms-service-record car-uid={carUid || undefined} />}
        {signedIn && path === '/service/app/exchange' && <fms-service-redeem car-uid={carUid || undefined} />}
      </div>
    );
  }
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {title}
      <ServicePageNav current={path} />
      {path === '/service' && (
        <>
          {carUid && <RouteLink to="/service">選擇其他車輛</RouteLink>}
          <fms-car-services key={carUid || 'pick'} car-uid={carUid || undefined}
            oncarselect={(e) => void navigate(withCar('/service', e.detail.carUid), { replace: true })} />
        </>
      )}
      {path === '/service/exchange' && (
        <>
          {carUid && <RouteLink to="/service/exchange">改選其他車輛</RouteLink>}
          <fms-service-redeem key={carUid || 'pick'} car-uid={carUid || undefined} />
        </>
      )}
      {path === '/service/record' && (
        <>
          {carUid && <RouteLink to="/service/record">顯示所有車輛</RouteLink>}
          <fms-service-record key={carUid || 'all'} car-uid={carUid || undefined} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ServicePages);
