import '../../elements/maintenance-list/maintenance-list.element';
import '../../elements/maintenance-reservation/maintenance-reservation.element';
import '../../elements/maintenance-orders/maintenance-orders.element';
import { useStore } from '@nanostores/react';
import { maintenanceV2PageOf } from '../../core/maintenance';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { MaintenanceNav } from './maintenance-nav';

const LIST = '/maintenanceV2';
const ORDERS = '/maintenanceV2/orderData';
const dataPath = (carUid: string) => `/maintenanceV2/data/${encodeURIComponent(carUid)}`;
const reservationPath = (uid: string) => `/maintenanceV2/reservationData${uid ? `/${encodeURIComponent(uid)}` : ''}`;
const orderPath = (uid: string) => `${ORDERS}${uid ? `/${encodeURIComponent(uid)}` : ''}`;

/**
 * The maintenance v2 pages (spec 2.1, 2.11; P_P39): /maintenanceV2 and /maintenanceV2/data
 * (`fms-maintenance-list`), /maintenanceV2/data/{carUid} (the car's data and records), the reservation
 * form /maintenanceV2/reservationData/{recordUid?} (`fms-maintenance-reservation`; ?car= preselects a
 * car) and the orders /maintenanceV2/orderData/{orderUid?} (`fms-maintenance-orders`).
 */
function MaintenanceV2Page() {
  const { path, query } = useStore($location);
  const page = maintenanceV2PageOf(path);
  const back = (to: string, label: string) => (
    <p style={{ margin: '0 0 8px' }}><a href={to} onClick={(e) => { e.preventDefault(); void navigate(to); }}>← {label}</a></p>
  );
  const listEvents = {
    onrecordopen: (e: CustomEvent<{ carUid: string }>) => void navigate(dataPath(e.detail.carUid)),
    onreservationadd: (e: CustomEvent<{ carUid: string }>) => void navigate(`${reservationPath('')}${e.detail.carUid ? `?car=${encodeURIComponent(e.detail.carUid)}` : ''}`),
    onreservationedit: (e: CustomEvent<{ recordUid: string }>) => void navigate(reservationPath(e.detail.recordUid)),
    onordercreate: (e: CustomEvent<{ orderUid: string }>) => void navigate(orderPath(e.detail.orderUid)),
  };
  const carParam = typeof query?.car === 'string' ? query.car : '';
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {(page.kind === 'list' || (page.kind === 'data' && !page.uid)) && <MaintenanceNav current={LIST} />}
      {page.kind === 'order' && !page.uid && <MaintenanceNav current={ORDERS} />}
      {(page.kind === 'list' || (page.kind === 'data' && !page.uid)) && <fms-maintenance-list {...listEvents} />}
      {page.kind === 'data' && page.uid && (
        <>
          {back(LIST, '返回保修列表')}
          <fms-maintenance-list key={page.uid} car-uid={page.uid} {...listEvents} />
        </>
      )}
      {page.kind === 'reservation' && (
        <>
          {back(LIST, '返回保修列表')}
          <fms-maintenance-reservation key={page.uid || `new-${carParam}`} record-uid={page.uid || undefined} car-uid={carParam || undefined}
            onreservationsave={(e) => void navigate(dataPath(e.detail.carUid))} onreservationcancel={() => void navigate(LIST)} />
        </>
      )}
      {page.kind === 'order' && (
        <>
          {page.uid && back(ORDERS, '返回保修工單')}
          <fms-maintenance-orders order-uid={page.uid || undefined}
            onorderfocus={(e) => void navigate(orderPath(e.detail.orderUid), { replace: true })} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MaintenanceV2Page);
