import '../../elements/driver-performance/driver-performance.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { driverUidOf, performancePath } from './route';

/** /driver/performance/{uid?} (spec 2.1, 2.11; P_P12): `fms-driver-performance`; choosing a driver moves the URL. */
function DriverPerformancePage() {
  const { path } = useStore($location);
  const uid = driverUidOf(path);
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={VISUALLY_HIDDEN}>駕駛績效</h1>
      <p style={{ margin: '0 0 8px' }}><a href="/driver/management" onClick={(e) => { e.preventDefault(); void navigate('/driver/management'); }}>← 返回駕駛管理</a></p>
      <fms-driver-performance driver-uid={uid || undefined}
        ondriverselect={(e) => void navigate(performancePath(e.detail.driverUid))} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DriverPerformancePage);
