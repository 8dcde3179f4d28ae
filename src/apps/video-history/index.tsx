import '../../elements/history/video-history/video-history.element';
import '../../elements/history/video-requests/video-requests.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { matchPage, pathOf } from '../../core/pages';
import { titleOf } from '../../core/pages/details';
import { reactApplication } from '../shared/react-app';
import { followRoute } from '../shared/route-link';

const TABS = (['videoHistory', 'videoDownload', 'videoIndexOld'] as const).map((id) => ({ id, path: pathOf(id), label: titleOf(id) }));

/**
 * The video history pages (spec 2.1, 2.11; P_P04): /videoHistory (`fms-video-history`: choose a car
 * and a day, check the SD card, request, follow, play and download; ?carUid= and ?day= keep the
 * choice), /videoHistory/download (`fms-video-requests`, the requests to download) and
 * /videoHistory/indexOld (`fms-video-requests view="index"`: the older index of requests by day and
 * car; opening one goes to /videoHistory for that car and day).
 */
function VideoHistoryPage() {
  const { path, query } = useStore($location);
  const id = matchPage(path)?.id;
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={{ fontSize: '1.3rem', margin: '4px 0 8px' }}>{titleOf('videoHistory')}</h1>
      <nav aria-label="影像調閱頁面" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 12px' }}>
        {TABS.map((tab) => (
          <a key={tab.id} href={tab.path} aria-current={id === tab.id ? 'page' : undefined}
            style={{ fontWeight: id === tab.id ? 700 : 400 }} onClick={(e) => followRoute(e, tab.path)}>{tab.label}</a>
        ))}
      </nav>
      {id === 'videoHistory' && (
        <fms-video-history car-uid={query.carUid ?? ''} day={query.day ?? ''}
          oncarselect={(event) => void navigate({ path, query: { ...query, carUid: event.detail.carUid } }, { replace: true })}
          ondayselect={(event) => void navigate({ path, query: { ...query, day: event.detail.day } }, { replace: true })} />
      )}
      {id === 'videoDownload' && <fms-video-requests view="download" car-uid={query.carUid ?? ''} />}
      {id === 'videoIndexOld' && (
        <fms-video-requests view="index" car-uid={query.carUid ?? ''}
          onvideoopen={(event) => void navigate({ path: pathOf('videoHistory'), query: { carUid: event.detail.carUid, day: event.detail.day } })} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(VideoHistoryPage);
