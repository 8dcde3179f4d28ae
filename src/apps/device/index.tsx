import '../../elements/device-detail/device-detail.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';

const PREFIX = '/externalDevice/detail';

/** The car uid of /externalDevice/detail/{uid?}; '' when the path has none. */
function deviceCarUid(path: string): string {
  const rest = path.startsWith(PREFIX) ? path.slice(PREFIX.length).replace(/^\/+|\/+$/g, '') : '';
  return rest ? decodeURIComponent(rest) : '';
}

/** /externalDevice/detail/{uid?} (spec 2.11, P_P01): a car's external devices; without uid, choose a car. */
function DevicePage() {
  const { path } = useStore($location);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1 style={{ margin: '0 0 12px', fontSize: '1.4rem' }}>外接設備</h1>
      <fms-device-detail car-uid={deviceCarUid(path)}
        oncarselect={(event) => void navigate(`${PREFIX}/${encodeURIComponent(event.detail.carUid)}`)} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DevicePage);
