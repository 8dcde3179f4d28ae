import '../../elements/history/history-cars/history-cars.element';
import '../../elements/history/journey-list/journey-list.element';
import '../../elements/history/journey-review/journey-review.element';
import '../../elements/history/track-playback/track-playback.element';
import { useStore } from '@nanostores/react';
import { $historyDays, daysQuery } from '../../core/history';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { reactApplication } from '../shared/react-app';
import { BackLink } from '../shared/route-link';

/** /history is 軌跡回放 in the menu; a link back to it names what it shows, the cars. */
const CARS = '車輛列表';

/**
 * The history pages (spec 2.1, 2.11 'History'; P_P03): /history (`fms-history-cars`), a car's
 * journeys (`fms-journey-list`; ?startDate&endDate carry the days chosen on /history, as they do to
 * /journeyManagement), a journey replayed (`fms-track-playback`, ?at= ms starts it at
 * that moment), and /journeyManagement (`fms-journey-review`, signed in, no permission check).
 */
function HistoryPage() {
  const { path, query } = useStore($location);
  const page = matchPage(path);
  const openJourney = (e: CustomEvent<{ carUid: string; journeyCode: string }>) =>
    void navigate(pathOf('historyReplay', { carUid: e.detail.carUid, journeyCode: e.detail.journeyCode }));
  return (
    <div style={{ maxWidth: 1600, margin: '0 auto', padding: '8px 12px' }}>
      {page?.id === 'history' && (
        <fms-history-cars oncaropen={(e) => void navigate({ path: pathOf('historyJourneys', { carUid: e.detail.carUid }), query: daysQuery($historyDays.get()) })}
          onreviewopen={(e) => void navigate({ path: pathOf('journeyManagement'), query: daysQuery(e.detail) })} />
      )}
      {page?.id === 'historyJourneys' && (
        <>
          <BackLink of={page.id} label={CARS} />
          <fms-journey-list key={page.params.carUid} car-uid={page.params.carUid} start-date={query.startDate} end-date={query.endDate} onjourneyopen={openJourney} />
        </>
      )}
      {page?.id === 'historyReplay' && (
        <>
          {page.params.carUid
            ? <BackLink of={page.id} params={{ carUid: page.params.carUid }} />
            : <BackLink of={page.id} to="history" label={CARS} />}
          <fms-track-playback key={`${page.params.carUid ?? ''}/${page.params.journeyCode ?? ''}@${query.at ?? ''}`} journey-code={page.params.journeyCode || undefined}
            car-uid={page.params.carUid || undefined} start-at={query.at} />
        </>
      )}
      {page?.id === 'journeyManagement' && <fms-journey-review start-date={query.startDate} end-date={query.endDate} onjourneyopen={openJourney} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(HistoryPage);
