import '../../elements/maintenance/v2/maintenance-list/maintenance-list.element';
import '../../elements/maintenance/v2/maintenance-reservation/maintenance-reservation.element';
import '../../elements/maintenance/v2/maintenance-orders/maintenance-orders.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { reactApplication } from '../shared/react-app';
import { BackLink } from '../shared/route-link';
import { MaintenanceNav } from './maintenance-nav';

const dataPath = (carUid: string) => pathOf('maintenanceV2Car', { uid: carUid });
const orderPath = (uid: string) => pathOf('maintenanceOrders', { uid });

/**
 * The maintenance v2 pages (spec 2.1, 2.11; P_P39): /maintenanceV2 and /maintenanceV2/data
 * (`fms-maintenance-list`), /maintenanceV2/data/{carUid} (the car's data and records), the reservation
 * form /maintenanceV2/reservationData/{recordUid?} (`fms-maintenance-reservation`; ?car= preselects a
 * car) and the orders /maintenanceV2/orderData/{orderUid?} (`fms-maintenance-orders`).
 */
function MaintenanceV2Page() {
  const { path, query } = useStore($location);
  const page = matchPage(path);
  const list = page?.id === 'maintenanceV2' || page?.id === 'maintenanceV2Data';
  const orderUid = page?.id === 'maintenanceOrders' ? page.params.uid ?? '' : '';
  const recordUid = page?.id === 'maintenanceReservation' ? page.params.uid ?? '' : '';
  const listEvents = {
    onrecordopen: (e: CustomEvent<{ carUid: string }>) => void navigate(dataPath(e.detail.carUid)),
    onreservationadd: (e: CustomEvent<{ carUid: string }>) =>
      void navigate({ path: pathOf('maintenanceReservation'), query: e.detail.carUid ? { car: e.detail.carUid } : {} }),
    onreservationedit: (e: CustomEvent<{ recordUid: string }>) => void navigate(pathOf('maintenanceReservation', { uid: e.detail.recordUid })),
    onordercreate: (e: CustomEvent<{ orderUid: string }>) => void navigate(orderPath(e.detail.orderUid)),
  };
  const carParam = typeof query?.car === 'string' ? query.car : '';
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {list && <MaintenanceNav current="maintenanceV2" />}
      {page?.id === 'maintenanceOrders' && !orderUid && <MaintenanceNav current="maintenanceOrders" />}
      {list && <fms-maintenance-list {...listEvents} />}
      {page?.id === 'maintenanceV2Car' && (
        <>
          <BackLink of={page.id} />
          <fms-maintenance-list key={page.params.uid} car-uid={page.params.uid} {...listEvents} />
        </>
      )}
      {page?.id === 'maintenanceReservation' && (
        <>
          <BackLink of={page.id} />
          <fms-maintenance-reservation key={recordUid || `new-${carParam}`} record-uid={recordUid || undefined} car-uid={carParam || undefined}
            onreservationsave={(e) => void navigate(dataPath(e.detail.carUid))} onreservationcancel={() => void navigate(pathOf('maintenanceV2'))} />
        </>
      )}
      {page?.id === 'maintenanceOrders' && (
        <>
          {orderUid && <BackLink of={page.id} to="maintenanceOrders" />}
          <fms-maintenance-orders order-uid={orderUid || undefined}
            onorderfocus={(e) => void navigate(orderPath(e.detail.orderUid), { replace: true })} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MaintenanceV2Page);
