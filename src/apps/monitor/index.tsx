import '../../elements/live/monitor-map/monitor-map.element';
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { holdFirstContent } from '../../core/sockets/first-content';
import { FIRST_TRUCKS_MARK } from '../../elements/live/monitor-map/map/marks';
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
  useTrucksFirst();
  return (
    <div style={{ height: 'calc(100vh - 56px - 40px)', minHeight: 520 }}>
      <h1 style={VISUALLY_HIDDEN}>{titleOf('monitor')}</h1>
      <fms-monitor-map car-uid={query.carUid || undefined} style={{ height: '100%' }}></fms-monitor-map>
    </div>
  );
}

/**
 * The map's first trucks are this page's first content: what can wait (the header bell's
 * socket.io) is fetched after them (issue 26, 5). A layout effect holds before single-spa reports
 * the page mounted; the map marks its first trucks (also when the fleet failed to load).
 */
function useTrucksFirst(): void {
  useLayoutEffect(() => {
    const release = holdFirstContent();
    const observer = new PerformanceObserver((marks) => {
      if (marks.getEntriesByName(FIRST_TRUCKS_MARK).length > 0) release();
    });
    observer.observe({ type: 'mark' });
    return () => {
      observer.disconnect();
      release();
    };
  }, []);
}

export const { bootstrap, mount, unmount } = reactApplication(MonitorPage);
