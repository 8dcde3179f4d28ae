import '../../elements/live/live-video/live-video.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * /realTime (spec 2.11 'Live video', P_P02): the live DVR channels of a truck. ?carUid= chooses
 * the car; choosing another one updates the query (replacing the entry), so a reload keeps it.
 */
function RealTimePage() {
  const { path, query } = useStore($location);
  return (
    <div style={{ padding: 16 }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('realTime')}</h1>
      <fms-live-video car-uid={query.carUid ?? ''} layout={query.layout === '1' || query.layout === '2' ? query.layout : '4'}
        oncarselect={(event) => void navigate({ path, query: { ...query, carUid: event.detail.carUid } }, { replace: true })} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(RealTimePage);
