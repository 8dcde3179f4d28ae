import '../../elements/event-list/event-list.element';
import '../../elements/car-events/car-events.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { reactApplication } from '../shared/react-app';
import { carEventsPath, eventPageOf } from './route';

const toList = () => void navigate('/event/list');

/**
 * The event pages (spec 2.1, 2.11; P_P05): /event/list (`fms-event-list`) and /event/one/{carUid?}
 * (`fms-car-events`: one car's events, or every car's counts without a car). A car opens its page.
 */
function EventPages() {
  const { path } = useStore($location);
  const page = eventPageOf(path);
  const openCar = (e: CustomEvent<{ carUid: string }>) => void navigate(carEventsPath(e.detail.carUid));
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {page.kind === 'list' && (
        <>
          <h1 style={VISUALLY_HIDDEN}>事件列表</h1>
          <p style={{ margin: '0 0 8px' }}><a href="/event/one" onClick={(e) => { e.preventDefault(); void navigate('/event/one'); }}>車輛事件統計 →</a></p>
          <fms-event-list oneventcaropen={openCar} />
        </>
      )}
      {page.kind === 'one' && (
        <>
          <h1 style={VISUALLY_HIDDEN}>單車事件</h1>
          <p style={{ margin: '0 0 8px' }}><a href="/event/list" onClick={(e) => { e.preventDefault(); toList(); }}>← 返回事件列表</a></p>
          <fms-car-events key={page.carUid || 'all'} car-uid={page.carUid || undefined} oneventcaropen={openCar} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(EventPages);
