import '../../elements/events/driver-performance/driver-performance.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { BackLink } from '../shared/route-link';

/** /driver/performance/{uid?} (spec 2.1, 2.11; P_P12): `fms-driver-performance`; choosing a driver moves the URL. */
function DriverPerformancePage() {
  const page = matchPage(useStore($location).path);
  const uid = page?.id === 'driverPerformance' ? page.params.uid ?? '' : '';
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('driverPerformance')}</h1>
      <BackLink of="driverPerformance" />
      <fms-driver-performance driver-uid={uid || undefined}
        ondriverselect={(e) => void navigate(pathOf('driverPerformance', { uid: e.detail.driverUid }))} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DriverPerformancePage);
