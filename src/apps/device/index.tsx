import '../../elements/live/device-detail/device-detail.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';

/** /externalDevice/detail/{uid?} (spec 2.11, P_P01): a car's external devices; without uid, choose a car. */
function DevicePage() {
  const page = matchPage(useStore($location).path);
  const carUid = page?.id === 'externalDevice' ? page.params.uid ?? '' : '';
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1 style={{ margin: '0 0 12px', fontSize: '1.4rem' }}>{titleOf('externalDevice')}</h1>
      <fms-device-detail car-uid={carUid}
        oncarselect={(event) => void navigate(pathOf('externalDevice', { uid: event.detail.carUid }))} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DevicePage);
