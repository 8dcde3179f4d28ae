import '../../elements/video-history/video-history.element';
import '../../elements/video-requests/video-requests.element';
import { useStore } from '@nanostores/react';
import { $location, navigate } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';

const TABS = [
  { path: '/videoHistory', label: '影像調閱' },
  { path: '/videoHistory/download', label: '影像下載' },
  { path: '/videoHistory/indexOld', label: '調閱紀錄' },
] as const;

/**
 * The video history pages (spec 2.1, 2.11; P_P04): /videoHistory (`fms-video-history`: choose a car
 * and a day, check the SD card, request, follow, play and download; ?carUid= and ?day= keep the
 * choice), /videoHistory/download (`fms-video-requests`, the requests to download) and
 * /videoHistory/indexOld (`fms-video-requests view="index"`: the older index of requests by day and
 * car; opening one goes to /videoHistory for that car and day).
 */
function VideoHistoryPage() {
  const { path, query } = useStore($location);
  const go = (to: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '8px 12px' }}>
      <h1 style={{ fontSize: '1.3rem', margin: '4px 0 8px' }}>影像調閱</h1>
      <nav aria-label="影像調閱頁面" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '0 0 12px' }}>
        {TABS.map((tab) => (
          <a key={tab.path} href={tab.path} aria-current={path === tab.path ? 'page' : undefined}
            style={{ fontWeight: path === tab.path ? 700 : 400 }} onClick={go(tab.path)}>{tab.label}</a>
        ))}
      </nav>
      {path === '/videoHistory' && (
        <fms-video-history car-uid={query.carUid ?? ''} day={query.day ?? ''}
          oncarselect={(event) => void navigate({ path, query: { ...query, carUid: event.detail.carUid } }, { replace: true })}
          ondayselect={(event) => void navigate({ path, query: { ...query, day: event.detail.day } }, { replace: true })} />
      )}
      {path === '/videoHistory/download' && <fms-video-requests view="download" car-uid={query.carUid ?? ''} />}
      {path === '/videoHistory/indexOld' && (
        <fms-video-requests view="index" car-uid={query.carUid ?? ''}
          onvideoopen={(event) => void navigate({ path: '/videoHistory', query: { carUid: event.detail.carUid, day: event.detail.day } })} />
      )}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(VideoHistoryPage);
