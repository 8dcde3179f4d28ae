import '../../elements/history-cars/history-cars.element';
import '../../elements/journey-list/journey-list.element';
import '../../elements/journey-review/journey-review.element';
import '../../elements/track-playback/track-playback.element';
import { useStore } from '@nanostores/react';
import { $historyDays, daysQuery } from '../../core/history';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { historyPageOf, journeysPath, replayPath } from './history-route';

function BackLink({ to, text }: { to: string; text: string }) {
  return <p style={{ margin: '0 0 8px' }}><a href={to} onClick={(e) => { e.preventDefault(); void navigate(to); }}>← {text}</a></p>;
}

/**
 * The history pages (spec 2.1, 2.11 'History'; P_P03): /history (`fms-history-cars`), a car's
 * journeys (`fms-journey-list`; ?startDate&endDate carry the days chosen on /history, as they do to
 * /journeyManagement), a journey replayed (`fms-track-playback`, ?at= ms starts it at
 * that moment), and /journeyManagement (`fms-journey-review`, signed in, no permission check).
 */
function HistoryPage() {
  const { path, query } = useStore($location);
  const page = historyPageOf(path);
  const openJourney = (e: CustomEvent<{ carUid: string; journeyCode: string }>) => void navigate(replayPath(e.detail.carUid, e.detail.journeyCode));
  return (
    <div style={{ maxWidth: 1600, margin: '0 auto', padding: '8px 12px' }}>
      {page.kind === 'cars' && (
        <fms-history-cars oncaropen={(e) => void navigate({ path: journeysPath(e.detail.carUid), query: daysQuery($historyDays.get()) })}
          onreviewopen={(e) => void navigate({ path: '/journeyManagement', query: daysQuery(e.detail) })} />
      )}
      {page.kind === 'journeys' && (
        <>
          <BackLink to="/history" text="返回車輛列表" />
          <fms-journey-list key={page.carUid} car-uid={page.carUid} start-date={query.startDate} end-date={query.endDate} onjourneyopen={openJourney} />
        </>
      )}
      {page.kind === 'replay' && (
        <>
          <BackLink to={page.carUid ? journeysPath(page.carUid) : '/history'} text={page.carUid ? '返回行程列表' : '返回車輛列表'} />
          <fms-track-playback key={`${page.carUid}/${page.journeyCode}@${query.at ?? ''}`} journey-code={page.journeyCode || undefined}
            car-uid={page.carUid || undefined} start-at={query.at} />
        </>
      )}
      {page.kind === 'review' && <fms-journey-review start-date={query.startDate} end-date={query.endDate} onjourneyopen={openJourney} />}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(HistoryPage);
