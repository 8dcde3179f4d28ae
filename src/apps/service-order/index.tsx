import '../../elements/services/service-orders/service-orders.element';
import '../../elements/services/service-order/service-order.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { AppHandOffGate } from '../shared/app-hand-off';
import { reactApplication } from '../shared/react-app';
import { BackLink } from '../shared/route-link';

const DETAIL = pathOf('serviceOrderDetail');
const APP_DETAIL = pathOf('serviceOrderAppDetail');

const withUid = (path: string, uid: string) => ({ path, query: { uid } });

/**
 * The plus service orders (spec 2.1, 2.9, 2.11 'Service orders'; P_P45): /serviceOrder
 * (`fms-service-orders`; a card opens /serviceOrder/detail?uid=…), /serviceOrder/detail?uid=…
 * (`fms-service-order`, back from the card provider there too), and the app's web views in the
 * mobile layout, opened with ?carUid&onceToken (AppHandOffGate): /serviceOrder/app/history (the
 * car's orders), /serviceOrder/app/detail?uid=…, /serviceOrder/app/repurchase?uid=… and
 * /serviceOrder/app/paymentAccount?uid=… (the order's ATM account).
 */
function ServiceOrderPage() {
  const { path, query } = useStore($location);
  const id = matchPage(path)?.id;
  const uid = typeof query?.uid === 'string' ? query.uid : '';
  const opened = (e: CustomEvent<{ uid: string; paymentMethod: 'card' | 'atm' }>, detailPath: string) => {
    if (e.detail.paymentMethod === 'atm') void navigate(withUid(detailPath, e.detail.uid));
  };

  if (id === 'serviceOrder') {
    return (
      <div className="service-order-page" style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
        <fms-service-orders onorderselect={(e) => void navigate(withUid(DETAIL, e.detail.uid))} />
      </div>
    );
  }
  if (id === 'serviceOrderDetail') {
    return (
      <div className="service-order-page" style={{ maxWidth: 1000, margin: '0 auto', padding: '8px 12px' }}>
        <BackLink of={id} label="訂單列表" />
        <fms-service-order key={uid} order-uid={uid} return-path={`${DETAIL}?uid={uid}`}
          onorderrepurchase={(e) => opened(e, DETAIL)} />
      </div>
    );
  }
  return (
    <div className="service-order-app" style={{ padding: '8px 12px' }}>
      <AppHandOffGate>
        {(carUid) => {
          if (id === 'serviceOrderAppHistory') {
            return <fms-service-orders car-uid={carUid} onorderselect={(e) => void navigate(withUid(APP_DETAIL, e.detail.uid))} />;
          }
          const view = id === 'serviceOrderAppRepurchase' ? 'repurchase' : id === 'serviceOrderAppAccount' ? 'payment-account' : 'detail';
          return (
            <>
              <BackLink of={id ?? 'serviceOrderAppDetail'} />
              <fms-service-order key={`${view}-${uid}`} order-uid={uid} view={view} car-uid={carUid}
                return-path={`${APP_DETAIL}?uid={uid}`} onorderrepurchase={(e) => opened(e, APP_DETAIL)} />
            </>
          );
        }}
      </AppHandOffGate>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ServiceOrderPage);
