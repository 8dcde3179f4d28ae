import { failureReason, UNSUPPORTED_REASON } from './failure';

export interface AttachHandlers {
  /** The stream cannot play; the player has already been torn down. */
  onFail: (reason: string) => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS url in a video element and answers the teardown. hls.js (its light build: no
 * subtitles, alternate audio or DRM, which DVR streams do not use) is loaded on first use
 * (a separate chunk, so pages without video do not pay for it) and is preferred whenever
 * MediaSource works: Debian's Chromium 156 answers canPlayType('application/vnd.apple.mpegurl')
 * with "maybe", so a native-first check would never reach hls.js there; native HLS is only the
 * fallback where MediaSource is missing. A fatal media error is recovered once; any other fatal error fails.
 */
export async function attachStream(video: HTMLVideoElement, url: string, handlers: AttachHandlers): Promise<() => void> {
  const { default: Hls } = await import('hls.js/light');
  const play = () => void video.play().catch(() => undefined);
  if (Hls.isSupported()) {
    const hls = new Hls({ liveSyncDurationCount: 2, manifestLoadingMaxRetry: 2, levelLoadingMaxRetry: 2, fragLoadingMaxRetry: 3 });
    let recovered = false;
    let destroyed = false;
    const destroy = () => {
      if (destroyed) return;
      destroyed = true;
      hls.destroy();
      video.removeAttribute('src');
      video.load();
    };
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal || destroyed) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
        recovered = true;
        hls.recoverMediaError();
        return;
      }
      destroy();
      handlers.onFail(failureReason({ type: data.type, details: data.details, response: data.response }));
    });
    hls.on(Hls.Events.MANIFEST_PARSED, play);
    hls.loadSource(url);
    hls.attachMedia(video);
    return destroy;
  }
  if (video.canPlayType(HLS_MIME)) {
    const fail = () => handlers.onFail('無法播放影像串流，請重試。');
    video.addEventListener('error', fail);
    video.src = url;
    play();
    return () => {
      video.removeEventListener('error', fail);
      video.removeAttribute('src');
      video.load();
    };
  }
  handlers.onFail(UNSUPPORTED_REASON);
  return () => undefined;
}
