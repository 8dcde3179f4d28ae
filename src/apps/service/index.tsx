import '../../elements/services/car-services/car-services.element';
import '../../elements/services/service-redeem/service-redeem.element';
import '../../elements/services/service-record/service-record.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf, type PageId } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { $isSignedIn } from '../../core/session';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';
import { ServicePageNav } from '../shared/service-links';
import { reactApplication } from '../shared/react-app';
import { RouteLink } from '../shared/route-link';

const APP_PAGES: readonly PageId[] = ['serviceApp', 'serviceAppDetail', 'serviceAppExchange'];

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
  const id = matchPage(path)?.id ?? 'service';
  const inApp = APP_PAGES.includes(id);
  const title = <h1 style={VISUALLY_HIDDEN}>{titleOf(id)}</h1>;

  if (inApp) {
    return (
      <div style={{ padding: '8px 12px' }}>
        {title}
        {!signedIn && <p role="alert">請由 App 開啟此頁面，以查看車輛的加值服務。</p>}
        {signedIn && id === 'serviceApp' && <fms-car-services car-uid={carUid || undefined} in-app />}
        {signedIn && id === 'serviceAppDetail' && <fms-service-record car-uid={carUid || undefined} />}
        {signedIn && id === 'serviceAppExchange' && <fms-service-redeem car-uid={carUid || undefined} />}
      </div>
    );
  }
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {title}
      <ServicePageNav current={path} />
      {id === 'service' && (
        <>
          {carUid && <RouteLink to={pathOf('service')}>選擇其他車輛</RouteLink>}
          <fms-car-services key={carUid || 'pick'} car-uid={carUid || undefined}
            oncarselect={(e) => void navigate({ path: pathOf('service'), query: e.detail.carUid ? { carUid: e.detail.carUid } : {} }, { replace: true })} />
        </>
      )}
      {id === 'serviceExchange' && (
        <>
          {carUid && <RouteLink to={pathOf('serviceExchange')}>改選其他車輛</RouteLink>}
          <fms-service-redeem key={carUid || 'pick'} car-uid={carUid || undefined} />
        </>
      )}
      {id === 'serviceRecord' && (
        <>
          {carUid && <RouteLink to={pathOf('serviceRecord')}>顯示所有車輛</RouteLink>}
          <fms-service-record key={carUid || 'all'} car-uid={carUid || undefined} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ServicePages);
