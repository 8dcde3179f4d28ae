import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/live/hls-player/hls-player.element';
import { failureReason } from '../../../../src/elements/live/hls-player/failure';
import { mount, text, waitFor } from '../../helpers';

/** A VOD playlist over the reference server's H.264 fixtures, served by WTR at their paths. */
const FIXTURE = '/tests/elements/live/hls-player/fixtures/vod.m3u8';

afterEach(() => {
  document.body.innerHTML = '';
});

const videoOf = (el: HTMLElement) => el.shadowRoot?.querySelector('video') ?? null;

describe('fms-hls-player', () => {
  it('plays an H.264 HLS stream through hls.js: the video time advances', async () => {
    const el = mount('fms-hls-player', { src: FIXTURE, label: '測試影像' });
    const video = await waitFor(() => videoOf(el), 'the video');
    expect(video.getAttribute('aria-label')).to.equal('測試影像');
    await waitFor(() => video.currentTime > 0.5, 'playback to start', 15000);
    const first = video.currentTime;
    await waitFor(() => video.currentTime > first, 'the time to advance', 15000);
    expect(video.muted).to.equal(true);
    expect(el.shadowRoot!.querySelector('.player')!.getAttribute('data-phase')).to.equal('playing');
  });

  it('uses hls.js (MediaSource) even though Chromium says it can play HLS natively', async () => {
    const el = mount('fms-hls-player', { src: FIXTURE });
    const video = await waitFor(() => videoOf(el), 'the video');
    await waitFor(() => video.src.startsWith('blob:'), 'a MediaSource blob url', 10000);
  });

  it('a playlist that does not exist shows 無影像 with the reason and a retry button', async () => {
    const el = mount('fms-hls-player', { src: '/tests/elements/live/hls-player/fixtures/missing.m3u8' });
    await waitFor(() => text(el).includes('無影像'), 'no video', 15000);
    expect(text(el)).to.contain('找不到影像串流');
    const retry = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === '重試');
    expect(retry).to.not.equal(undefined);
    expect(videoOf(el)!.hidden).to.equal(true);
  });

  it('removing the player releases the stream', async () => {
    const el = mount('fms-hls-player', { src: FIXTURE });
    const video = await waitFor(() => videoOf(el), 'the video');
    await waitFor(() => video.src.startsWith('blob:'), 'attached', 10000);
    el.remove();
    await waitFor(() => !video.getAttribute('src'), 'the src to be released');
  });

  it('names fatal hls.js errors in Traditional Chinese', () => {
    expect(failureReason({ type: 'networkError', details: 'manifestLoadError', response: { code: 403 } })).to.contain('授權');
    expect(failureReason({ type: 'networkError', details: 'fragLoadTimeOut' })).to.contain('片段');
    expect(failureReason({ type: 'mediaError', details: 'bufferAddCodecError' })).to.contain('編碼');
    expect(failureReason({ type: 'otherError', details: 'internalException' })).to.contain('播放器');
  });
});
