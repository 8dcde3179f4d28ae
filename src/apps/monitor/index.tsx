import '../../elements/live/monitor-map/monitor-map.element';
import { useStore } from '@nanostores/react';
import { $location } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The monitoring page /monitor (spec 2.11, P_P01): the monitor map filling the content area under
 * the header. /monitor?carUid=… opens that truck.
 */
function MonitorPage() {
  const { query } = useStore($location);
  return (
    <div style={{ height: 'calc(100vh - 56px - 40px)', minHeight: 520 }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('monitor')}</h1>
      <fms-monitor-map car-uid={query.carUid || undefined} style={{ height: '100%' }}></fms-monitor-map>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(MonitorPage);
