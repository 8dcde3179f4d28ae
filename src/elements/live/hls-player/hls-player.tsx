import { useEffect, useRef, useState } from 'react';
import { NO_VIDEO_CSS, NoVideo } from '../../shared/fleet/no-video';
import { BUTTON_CSS, SPINNER_CSS, Spinner, uiCss } from '../../shared/ui';
import { attachStream } from './attach';

export interface HlsPlayerProps {
  /** The HLS playlist url, with any token already in its query. Empty shows nothing. */
  src?: string;
  /** The video's accessible name, e.g. '前鏡頭 KLA-2381 即時影像'. */
  label?: string;
  /** Plays the sound; off by default so the browser allows autoplay. */
  sound?: boolean;
}

type Phase = { kind: 'loading' } | { kind: 'playing' } | { kind: 'failed'; reason: string };

/**
 * One HLS stream in a video element. Shows a spinner until the first frame, 無影像 with the reason
 * and a 重試 button on a fatal error, and tears hls.js down when the url changes or it unmounts.
 */
export function HlsPlayer({ src = '', label = '即時影像', sound = false }: HlsPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (video.current) video.current.muted = !sound;
  }, [sound]);

  useEffect(() => {
    const el = video.current;
    if (!el || !src) return undefined;
    let teardown: (() => void) | null = null;
    let gone = false;
    setPhase({ kind: 'loading' });
    const playing = () => setPhase((was) => (was.kind === 'failed' ? was : { kind: 'playing' }));
    el.addEventListener('playing', playing);
    void attachStream(el, src, {
      onFail: (reason) => {
        if (!gone) setPhase({ kind: 'failed', reason });
      },
    }).then((stop) => {
      if (gone) stop();
      else teardown = stop;
    }).catch(() => {
      if (!gone) setPhase({ kind: 'failed', reason: '播放器載入失敗，請重試。' });
    });
    return () => {
      gone = true;
      el.removeEventListener('playing', playing);
      teardown?.();
    };
  }, [src, attempt]);

  const failed = phase.kind === 'failed';
  return (
    <>
      <style>{uiCss(BUTTON_CSS, SPINNER_CSS, NO_VIDEO_CSS, HLS_PLAYER_CSS)}</style>
      <div className="player" part="base" data-phase={src ? phase.kind : 'idle'}>
        <video ref={video} aria-label={label} playsInline autoPlay controls hidden={failed} part="video" />
        {src && phase.kind === 'loading' && (
          <div className="player-wait"><Spinner label="影像載入中" /></div>
        )}
        {failed && <NoVideo reason={phase.reason} onRetry={() => setAttempt((n) => n + 1)} />}
      </div>
    </>
  );
}

const HLS_PLAYER_CSS = `
:host { display: block; }
.player { position: relative; background: #000; border-radius: var(--_radius); overflow: hidden; }
.player video { display: block; width: 100%; aspect-ratio: 16 / 9; background: #000; object-fit: contain; }
.player video[hidden] { display: none; }
.player-wait { position: absolute; inset: 0; display: grid; place-content: center; color: #fff; pointer-events: none; }
`;
