import '../../elements/car-list/car-list.element';
import '../../elements/car-detail/car-detail.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const DETAIL = '/carManagement/detail';

/**
 * Vehicle management (spec 2.11 'cars', P_P06): /carManagement is the list, where cars are added
 * and edited in a dialog so a fleet manager keeps the filtered page in view; a row opens
 * /carManagement/detail, which carries the car in its query (carUid) as the spec's route has no
 * parameter.
 */
function CarManagementPage() {
  const { path, query } = useStore($location);
  const detail = path === DETAIL;
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
      <h1 style={VISUALLY_HIDDEN}>{detail ? '車輛詳情' : '車輛管理'}</h1>
      {detail
        ? <fms-car-detail car-uid={query.carUid || undefined}></fms-car-detail>
        : <fms-car-list oncaropen={(event) => void navigate(`${DETAIL}?carUid=${encodeURIComponent(event.detail.carUid)}`)}></fms-car-list>}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(CarManagementPage);
