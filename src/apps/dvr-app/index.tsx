import '../../elements/live/live-video/live-video.element';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $location, navigate } from '../../core/navigation';
import { $session, signInFromUrl } from '../../core/session';
import { reactApplication } from '../shared/react-app';

/**
 * /dvrForApp: the mobile app's web view of live video (spec 2.9, 2.11). No console chrome and no
 * car chooser: the app opens
 *
 *   /dvrForApp?carUid={car uid}&accessToken={access JWT}&idToken={id JWT}[&layout=1|2|4]
 *
 * The tokens are the spec 2.10 URL sign-in: they are stored (cookies and session) and removed from
 * the address, leaving ?carUid=. The root normally does that before mounting; this page does it
 * too when it finds them, so it also works when opened on its own. An expired or broken token
 * goes to / (spec 2.10). The channels play one or two at a time (layout 1 by default on a phone).
 */
function DvrForAppPage() {
  const { query } = useStore($location);
  const session = useStore($session);
  useEffect(() => {
    const outcome = signInFromUrl(query);
    if (outcome.kind === 'redirect') void navigate(outcome.to, { replace: true });
  }, [query.accessToken, query.idToken]);

  if (!query.carUid) return <p role="alert" style={{ margin: 16 }}>缺少車輛參數（carUid），請從 App 重新開啟即時影像。</p>;
  if (!session.accessToken) return <p role="alert" style={{ margin: 16 }}>登入資訊已失效，請從 App 重新開啟即時影像。</p>;
  return (
    <main style={{ padding: 8 }}>
      <h1 style={{ fontSize: '1.1rem', margin: '4px 0 8px' }}>即時影像</h1>
      <fms-live-video car-uid={query.carUid} fixed-car layout={query.layout === '2' || query.layout === '4' ? query.layout : '1'} />
    </main>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(DvrForAppPage);
