import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { LiveShareView } from '../../../core/api/contract/live-share';
import { API_STATUS } from '../../../core/api/contract/status';
import { viewLiveShare } from '../../../core/api/live-share';
import { formatTaipei } from '../../../core/format';
import { LIVE_SHARE_POLL_MS } from '../../../core/live-share';
import { ApiError, createItemResource, unwrap } from '../../../core/resource';
import { BADGE_CSS, LoadingState, SPINNER_CSS, uiCss } from '../../shared/ui';
import { useLatest, useReloadOn, useResource } from '../../shared/ui/use-resource';
import { LIVE_SHARE_CSS } from './live-share.css';
import { ShareMap } from './share-map';
import { SharedStops } from './shared-stops';

export interface LiveShareProps {
  /** The share token of a live-share link (the `share` query value of /live-share.html). */
  share?: string;
}

/** A read: what the link shows, or why it no longer works (final: the view empties and reading stops). */
type Read = { view: LiveShareView } | { refused: string };

const NO_LINK = '缺少分享連結，請向分享者索取完整的連結。';
const clock = (ms: number) => formatTaipei(ms, 'MM/DD HH:mm:ss');

/**
 * One truck shared by a live-share link (issue 27, 4), for someone outside the enterprise: its car
 * number moving on the map, and for a task its stops with their times and ETAs. It reads the link
 * every 2 s without any identity data; when the link is revoked or expires the next read is
 * refused and everything shown gives way to the reason. Text only: nothing the server sends is
 * read as HTML.
 */
export function LiveShare({ share }: LiveShareProps) {
  const token = useLatest(share ?? '');
  const resource = useResource(() => createItemResource<Read | null>({
    errorText: '暫時無法更新位置，將自動重試。',
    async load(signal) {
      if (!token.current) return null;
      try {
        return { view: unwrap(await viewLiveShare(token.current, signal)) };
      } catch (error) {
        // A refused link stays refused: show why instead of the truck. Other failures keep the last view.
        if (error instanceof ApiError && error.status === API_STATUS.FORBIDDEN) return { refused: error.message };
        throw error;
      }
    },
  }));
  const { data, error } = useStore(resource.$state);
  useReloadOn(share ?? '', resource.reload);
  const refused = data && 'refused' in data;

  useEffect(() => {
    if (!share || refused) return undefined;
    const timer = setInterval(() => void resource.reload(), LIVE_SHARE_POLL_MS);
    return () => clearInterval(timer);
  }, [share, refused, resource]);

  const view = data && 'view' in data ? data.view : null;
  return (
    <>
      <style>{uiCss(BADGE_CSS, SPINNER_CSS, LIVE_SHARE_CSS)}</style>
      <section className="live-share" part="base" aria-labelledby="live-share-heading">
        {!share && <p className="refused" role="alert">{NO_LINK}</p>}
        {share && data && 'refused' in data && <p className="refused" role="alert" part="refusal">{data.refused}</p>}
        {share && !data && (error ? <p className="refused" role="alert">{error}</p> : <LoadingState text="讀取分享位置…" />)}
        {view && (
          <>
            <header className="share-head">
              <h2 id="live-share-heading">{view.task ? '任務即時追蹤' : '車輛即時位置'}：<span className="car-no">{view.carNo}</span></h2>
              <p className="share-meta">
                {view.position
                  ? <span>最後更新 <time>{clock(view.position.time)}</time>，時速 {Math.round(view.position.speed)} 公里</span>
                  : <span>此車輛尚無位置資料。</span>}
                <span>連結有效至 {formatTaipei(view.expiresAt, 'YYYY-MM-DD HH:mm')}</span>
              </p>
              {error && <p className="stale" role="status">{error}</p>}
            </header>
            <ShareMap carNo={view.carNo} position={view.position} stops={view.task?.stops ?? []} />
            {view.task && <SharedStops stops={view.task.stops} />}
          </>
        )}
      </section>
    </>
  );
}
