import '../../elements/services/service-checkout/service-checkout.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { AppHandOffGate } from '../shared/app-hand-off';
import { ServicePageNav } from '../shared/service-links';
import { reactApplication } from '../shared/react-app';
import { APP_RETURN, purchasePageOf, routeOfStep, WEB_RETURN, type PurchasePage } from './checkout-steps';

/**
 * 功能購買 (spec 2.1, 2.9, 2.11; P_P44): /serviceManagement and its steps and payment page in the
 * console, and the app's web views /serviceManagement/app/… (mobile layout) for the car the app
 * handed off (?carUid&onceToken, spent by AppHandOffGate). Every page is `fms-service-checkout` at
 * one step; the draft lives in the core store, so a step is a route and a reload keeps it.
 */
function Checkout({ page, carUid }: { page: PurchasePage; carUid?: string }) {
  return (
    <fms-service-checkout step={page.step} car-uid={carUid} return-path={page.app ? APP_RETURN : WEB_RETURN}
      oncheckoutstep={(e) => void navigate(routeOfStep(page.app, e.detail), { replace: e.detail.replace === true })} />
  );
}

function ServiceManagementPage() {
  const { path } = useStore($location);
  const id = matchPage(path)?.id;
  const page = purchasePageOf(path);
  if (!page) return null;
  return (
    <div className={page.app ? 'purchase-app' : 'purchase-web'} style={{ maxWidth: 1200, margin: '0 auto', padding: page.app ? '8px 12px' : '16px 12px' }}>
      {id === 'serviceManagement' && <ServicePageNav current={path} />}
      <h1 style={{ fontSize: page.app ? '1.25rem' : '1.5rem', margin: '0 0 12px' }}>{titleOf(page.app ? 'purchaseApp' : 'serviceManagement')}</h1>
      {page.app
        ? <AppHandOffGate>{(carUid) => <Checkout page={page} carUid={carUid} />}</AppHandOffGate>
        : <Checkout page={page} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(ServiceManagementPage);
