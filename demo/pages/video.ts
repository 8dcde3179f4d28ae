/**
 * A host page that embeds the live video, voice message and HLS player elements on their own,
 * after signing in on the console (the session is read from the cookies). Views:
 *   video.html?view=live&carUid=…&layout=1|2|4   <fms-live-video>
 *   video.html?view=voice&carUid=…               <fms-voice-message>
 *   video.html?view=hls&src=…                    <fms-hls-player>
 *   video.html?view=history&carUid=…&day=…       <fms-video-history>
 *   video.html?view=downloads                    <fms-video-requests>
 */
import { loadSessionFromCookies, $session } from '../../src/core/session';
import { signedOutNotice } from './host-session';

const query = new URLSearchParams(location.search);
const view = query.get('view') ?? 'live';
const host = document.getElementById('host')!;
document.querySelectorAll<HTMLAnchorElement>('header nav a').forEach((a) => {
  if (a.getAttribute('href') === `?view=${view}`) a.setAttribute('aria-current', 'page');
});

function attrs(el: HTMLElement, values: Record<string, string | null>): HTMLElement {
  for (const [name, value] of Object.entries(values)) if (value) el.setAttribute(name, value);
  return el;
}

async function show(): Promise<void> {
  loadSessionFromCookies();
  if (view !== 'hls' && !$session.get().accessToken) {
    host.replaceChildren(signedOutNotice());
    return;
  }
  if (view === 'voice') {
    await import('../../src/elements/live/voice-message/voice-message.element');
    host.replaceChildren(attrs(document.createElement('fms-voice-message'), { 'car-uid': query.get('carUid') }));
  } else if (view === 'history') {
    await import('../../src/elements/history/video-history/video-history.element');
    host.replaceChildren(attrs(document.createElement('fms-video-history'), { 'car-uid': query.get('carUid'), day: query.get('day') }));
  } else if (view === 'downloads') {
    await import('../../src/elements/history/video-requests/video-requests.element');
    host.replaceChildren(document.createElement('fms-video-requests'));
  } else if (view === 'hls') {
    await import('../../src/elements/live/hls-player/hls-player.element');
    const player = attrs(document.createElement('fms-hls-player'), { src: query.get('src'), label: '測試影像' });
    host.replaceChildren(player);
  } else {
    await import('../../src/elements/live/live-video/live-video.element');
    const live = attrs(document.createElement('fms-live-video'), { 'car-uid': query.get('carUid'), layout: query.get('layout') });
    live.addEventListener('carselect', (event) => {
      const url = new URL(location.href);
      url.searchParams.set('carUid', (event as CustomEvent<{ carUid: string }>).detail.carUid);
      history.replaceState(null, '', url);
    });
    host.replaceChildren(live);
  }
}

void show();
