import '../../elements/events/event-list/event-list.element';
import '../../elements/events/car-events/car-events.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { VISUALLY_HIDDEN } from '../shared/form-view';
import { reactApplication } from '../shared/react-app';
import { BackLink, RouteLink } from '../shared/route-link';

/**
 * The event pages (spec 2.1, 2.11; P_P05): /event/list (`fms-event-list`) and /event/one/{carUid?}
 * (`fms-car-events`: one car's events, or every car's counts without a car). A car opens its page.
 */
function EventPages() {
  const page = matchPage(useStore($location).path);
  const openCar = (e: CustomEvent<{ carUid: string }>) => void navigate(pathOf('eventOne', { carUid: e.detail.carUid }));
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      {page?.id === 'eventList' && (
        <>
          <h1 style={VISUALLY_HIDDEN}>{titleOf('eventList')}</h1>
          <RouteLink to={pathOf('eventOne')}>車輛事件統計 →</RouteLink>
          <fms-event-list oneventcaropen={openCar} />
        </>
      )}
      {page?.id === 'eventOne' && (
        <>
          <h1 style={VISUALLY_HIDDEN}>{titleOf('eventOne')}</h1>
          <BackLink of="eventOne" />
          <fms-car-events key={page.params.carUid || 'all'} car-uid={page.params.carUid || undefined} oneventcaropen={openCar} />
        </>
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(EventPages);
