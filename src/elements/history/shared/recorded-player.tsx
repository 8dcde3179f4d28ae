import { useEffect, useState } from 'react';
import type { VideoRecord } from '../../../core/api/contract/video';
import { fetchVideoCredential, videoFileUrl } from '../../../core/api/video';
import { messageOf } from '../../../core/resource';
import { videoDialogOf } from '../../../core/video';
import { NoVideo } from '../../shared/fleet/no-video';
import { LoadingState } from '../../shared/ui';

export interface RecordedPlayerProps {
  record: VideoRecord;
  /** The video's accessible name. */
  label: string;
  /** The credential was refused as 'links timeout'. */
  onLinkTimeout: () => void;
}

type Phase = { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'failed'; reason: string };

/**
 * A completed record played as the server serves it: an mp4 opened with a short-lived credential
 * (GET video-record/{id}/credential), so a plain <video> streams it with range requests.
 */
export function RecordedPlayer({ record, label, onLinkTimeout }: RecordedPlayerProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    setPhase({ kind: 'loading' });
    void fetchVideoCredential(record.uid).then((body) => {
      if (gone) return;
      if (body.status === 0 && body.data) setPhase({ kind: 'ready', src: videoFileUrl(record.uid, body.data.credential) });
      else {
        if (videoDialogOf(body.status) === 'timeout') onLinkTimeout();
        setPhase({ kind: 'failed', reason: messageOf(body, '無法取得影片，請稍後再試。') });
      }
    });
    return () => {
      gone = true;
    };
  }, [record.uid, attempt]);

  if (phase.kind === 'loading') return <LoadingState text="影片載入中…" />;
  if (phase.kind === 'failed') return <NoVideo reason={phase.reason} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <video className="recorded-video" part="video" src={phase.src} aria-label={label} controls autoPlay muted playsInline
      onError={() => setPhase({ kind: 'failed', reason: '影片無法播放，請重試或下載後觀看。' })} />
  );
}

export const RECORDED_PLAYER_CSS = `
.recorded-video { display: block; width: 100%; max-width: 960px; aspect-ratio: 16 / 9; background: #000; border-radius: var(--_radius); }
`;
