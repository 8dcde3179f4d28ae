import '../../elements/fleet/car-list/car-list.element';
import '../../elements/fleet/car-detail/car-detail.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Vehicle management (spec 2.11 'cars', P_P06): /carManagement is the list, where cars are added
 * and edited in a dialog so a fleet manager keeps the filtered page in view; a row opens
 * /carManagement/detail, which carries the car in its query (carUid) as the spec's route has no
 * parameter.
 */
function CarManagementPage() {
  const { path, query } = useStore($location);
  const detail = matchPage(path)?.id === 'carDetail';
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf(detail ? 'carDetail' : 'carManagement')}</h1>
      {detail
        ? <fms-car-detail car-uid={query.carUid || undefined}></fms-car-detail>
        : <fms-car-list oncaropen={(event) => void navigate({ path: pathOf('carDetail'), query: { carUid: event.detail.carUid } })}></fms-car-list>}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(CarManagementPage);
