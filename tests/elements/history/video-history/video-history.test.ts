import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/video-history/video-history.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { video, VIDEO_MESSAGES, VIDEO_STATUS } from '../../../../src/core/api/contract/video';
import { stream } from '../../../../src/core/api/contract/stream';
import { setClock } from '../../../../src/core/clock';
import { clearToasts } from '../../../../src/elements/shared/ui';
import { fail, fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { carPage, resetFleetPage } from '../../fleet-rows';
import { mount, text, waitFor } from '../../helpers';
import { signInTokens } from '../../session-kit';
import { button, control, fill } from '../../shared/account/form-kit';
import { carVideo, CARS, catchSaves, completed, mp4, NOW, pinClock, record, sdHours, TODAY, tpe } from './video-fixtures';

// One fake for the file: the event stream outlives an element by a moment, so a later test may reuse its socket.
const sockets = fakeSockets();
beforeEach(() => {
  pinClock();
  signInTokens('tok');
});
afterEach(() => {
  resetFleetPage();
  clearToasts();
  setClock(null);
});

const shadow = (el: HTMLElement) => el.shadowRoot!;

/** The fake server of one car with a DVR; `extra` adds or replaces routes. */
function server() {
  return fakeApi()
    .on(cars.list, () => carPage(CARS))
    .on(video.carVideo, (req) => carVideo(req.params.carUid));
}

async function ready(el: HTMLElement) {
  await waitFor(() => shadow(el).querySelector('form[aria-label="調閱影像"]'), 'the request form');
}

describe('fms-video-history', () => {
  it('lists only DVR cars, asks to choose one, and a choice shows its channels and today', async () => {
    server();
    const el = mount('fms-video-history');
    await waitFor(() => text(el).includes('KLA-2381'), 'the car list');
    expect(text(el)).to.not.contain('KLB-1000');
    expect(text(el)).to.contain('請先選擇車輛');
    const chosen: unknown[] = [];
    el.addEventListener('carselect', (e) => chosen.push((e as CustomEvent).detail));
    (await waitFor(() => shadow(el).querySelector<HTMLInputElement>('input[type=radio][value="c1"]'), 'the radio')).click();
    await ready(el);
    expect(chosen).to.deep.equal([{ carUid: 'c1', carNo: 'KLA-2381' }]);
    expect((await control(el, '日期')).value).to.equal(TODAY);
    expect(text(el)).to.contain('前方鏡頭（CH1）');
  });

  it('spec 2.11: checking a channel\'s SD card shows its hours, and an hour fills the range', async () => {
    const { callsTo } = server().on(video.checkSd, (req) => sdHours(req.params.carUid, req.body.channel, [8, 9]));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    (await button(el, '檢查 SD 卡 前方鏡頭（CH1）')).click();
    await waitFor(() => text(el).includes('前方鏡頭（CH1） 有 2 小時的錄影'), 'the SD result');
    expect(callsTo(video.checkSd)[0].body).to.deep.equal({ startTime: tpe(`${TODAY}T00:00:00`), channel: 1 });
    (await button(el, '調閱 前方鏡頭（CH1） 09:00–10:00')).click();
    await waitFor(async () => (await control(el, '開始時間')).value === '09:00', 'the start filled');
    expect((await control(el, '結束時間')).value).to.equal('09:59');
  });

  it('choosing another day tells the host (dayselect) and the SD check asks that day', async () => {
    const { callsTo } = server().on(video.checkSd, (req) => sdHours(req.params.carUid, req.body.channel, []));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    const days: unknown[] = [];
    el.addEventListener('dayselect', (e) => days.push((e as CustomEvent).detail));
    await fill(await control(el, '日期'), '2026-03-09');
    expect(days).to.deep.equal([{ day: '2026-03-09' }]);
    (await button(el, '檢查 SD 卡 前方鏡頭（CH1）')).click();
    await waitFor(() => callsTo(video.checkSd).length, 'the SD check');
    expect(callsTo(video.checkSd)[0].body.startTime).to.equal(tpe('2026-03-09T00:00:00'));
  });

  it('an SD card without footage says so', async () => {
    server().on(video.checkSd, (req) => sdHours(req.params.carUid, req.body.channel, []));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    (await button(el, '檢查 SD 卡 車內鏡頭（CH2）')).click();
    await waitFor(() => text(el).includes('車內鏡頭（CH2） 這天的 SD 卡沒有錄影。'), 'the empty SD result');
  });

  it('a bad range is refused in Traditional Chinese before sending, and what was typed stays', async () => {
    const { callsTo } = server();
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    await fill(await control(el, '開始時間'), '10:00');
    await fill(await control(el, '結束時間'), '09:00');
    (await button(el, '調閱影像')).click();
    await waitFor(() => text(el).includes('結束時間必須晚於開始時間。'), 'the range error');
    expect(callsTo(video.request)).to.have.length(0);
    expect((await control(el, '開始時間')).value).to.equal('10:00');
  });

  it('request → processing → the category 9 notice → ready: it plays, gives its link and downloads', async () => {
    let stored = record();
    const { callsTo } = server()
      .on(video.request, () => stored)
      .on(video.list, () => ({ total: 1, offset: 0, limit: 50, list: [stored] }))
      .on(video.credential, () => ({ credential: 'cred-1', expiresAt: NOW + 300_000 }))
      .on(video.getLink, () => ({ url: '/plus-api/video-record/file/vid-1?credential=cred-2', fileName: stored.fileName, expiresAt: NOW + 300_000 }))
      .on(video.file, () => mp4());
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    const requested: unknown[] = [];
    el.addEventListener('videorequest', (e) => requested.push((e as CustomEvent).detail));
    await fill(await control(el, '開始時間'), '08:00');
    await fill(await control(el, '結束時間'), '08:59');
    (await button(el, '調閱影像')).click();
    await waitFor(() => text(el).includes('影像處理中'), 'processing');
    expect(callsTo(video.request)[0].body).to.deep.equal({
      startTime: tpe(`${TODAY}T08:00:00`), endTime: tpe(`${TODAY}T09:00:00`) - 1, cache: true, channel: 1, resolution: '720p',
    });
    expect(requested).to.deep.equal([{ recordUid: 'vid-1', carUid: 'c1', startTime: stored.startTime, endTime: stored.endTime }]);
    expect(shadow(el).querySelector('progress[aria-label="影像處理進度"]')).to.not.equal(null);

    // The fake serves no real mp4, so the player soon shows 無影像: note the video as it is put in.
    const players: Array<{ src: string | null; label: string | null }> = [];
    const observer = new MutationObserver(() => {
      const v = shadow(el).querySelector('video');
      if (v && !players.length) players.push({ src: v.getAttribute('src'), label: v.getAttribute('aria-label') });
    });
    observer.observe(shadow(el), { subtree: true, childList: true, attributes: true });
    stored = completed();
    sockets.emitEvent({ uid: 'n1', category: 9, type: 'video', code: 'completed', title: '影像調閱完成', createdAt: NOW, data: { videoRecordUid: 'vid-1', carUid: 'c1' } });
    await waitFor(() => text(el).includes('影像調閱完成'), 'ready');
    await waitFor(() => players.length, 'the player');
    observer.disconnect();
    expect(players[0].src).to.contain('video-record/file/vid-1?credential=cred-1');
    expect(players[0].label).to.contain('KLA-2381 CH1');

    (await button(el, /^取得下載連結/)).click();
    const link = await waitFor(() => shadow(el).querySelector<HTMLAnchorElement>('.record-link a'), 'the link');
    expect(link.getAttribute('href')).to.contain('credential=cred-2');

    const saves = catchSaves();
    try {
      (await button(el, '下載影片')).click();
      await waitFor(() => saves.names.length, 'the saved file');
      expect(saves.names).to.deep.equal(['KLA-2381_CH1_2026-03-10.mp4']);
    } finally {
      saves.restore();
    }
  });

  it('without a notice, polling finds the record ready', async () => {
    let polls = 0;
    server()
      .on(video.request, () => record())
      .on(video.list, () => {
        polls += 1;
        return { total: 1, offset: 0, limit: 50, list: [completed()] };
      })
      .on(video.credential, () => ({ credential: 'c', expiresAt: NOW + 300_000 }));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    (await button(el, '調閱影像')).click();
    await waitFor(() => text(el).includes('影像調閱完成'), 'ready by polling', 8000);
    expect(polls).to.be.greaterThan(0);
  });

  it("spec 2.11: '1080p not exist' opens its dialog, and 改用 720p asks again in 720p", async () => {
    const { callsTo } = server().on(video.request, (req) => (req.body.resolution === '1080p'
      ? fail(VIDEO_STATUS.RESOLUTION_NOT_EXIST, VIDEO_MESSAGES[VIDEO_STATUS.RESOLUTION_NOT_EXIST], 'resolution')
      : record({ resolution: '720p' })));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    await fill(await control<HTMLSelectElement>(el, '畫質'), '1080p');
    (await button(el, '調閱影像')).click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.textContent).to.contain('查無 1080p 影像');
    expect(dialog.textContent).to.contain('此鏡頭沒有 1080p 畫質的影像');
    (await button(el, '改用 720p 調閱')).click();
    await waitFor(() => text(el).includes('影像處理中'), 'processing in 720p');
    expect(callsTo(video.request).map((c) => c.body.resolution)).to.deep.equal(['1080p', '720p']);
    expect(shadow(el).querySelector('dialog[open]')).to.equal(null);
  });

  it("spec 2.11: a link past its time opens the 'links timeout' dialog, and 重新取得連結 asks again", async () => {
    let timeout = true;
    const { callsTo } = server()
      .on(video.request, () => completed())
      .on(video.credential, () => ({ credential: 'c', expiresAt: NOW + 300_000 }))
      .on(video.getLink, () => (timeout
        ? fail(VIDEO_STATUS.LINK_TIMEOUT, VIDEO_MESSAGES[VIDEO_STATUS.LINK_TIMEOUT])
        : { url: '/plus-api/video-record/file/vid-1?credential=new', fileName: 'a.mp4', expiresAt: NOW + 300_000 }));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    (await button(el, '調閱影像')).click();
    (await button(el, /^取得下載連結/)).click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.textContent).to.contain('連結已逾時');
    expect(dialog.textContent).to.contain('下載連結已逾時');
    timeout = false;
    (await button(el, '重新取得連結')).click();
    await waitFor(() => shadow(el).querySelector('.record-link a'), 'the new link');
    expect(callsTo(video.getLink)).to.have.length(2);
  });

  it('the 5-minute clip asks ask_media ASK_DOWNLOAD and fetches the mp4 with the bearer token', async () => {
    const { calls } = server()
      .on(stream.askMedia, () => ({ code: 0, ret: 'OK', url: '/stream/download/devc1/1/1000.mp4?length=300' }))
      .on(stream.download, () => mp4());
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await ready(el);
    await fill(await control(el, '開始時間'), '08:00');
    const saves = catchSaves();
    try {
      (await button(el, '下載 5 分鐘片段')).click();
      await waitFor(() => saves.names.length, 'the saved clip');
    } finally {
      saves.restore();
    }
    const ask = calls.find((c) => c.path === 'ask_media')!;
    expect(ask.query.get('device')).to.equal('devc1@1');
    expect(ask.query.get('mode')).to.equal('ASK_DOWNLOAD');
    expect(ask.query.get('timestamp')).to.equal(String(tpe(`${TODAY}T08:00:00`)));
    const mp4Call = calls.find((c) => c.path.startsWith('download/'))!;
    expect(mp4Call.headers.Authorization ?? mp4Call.headers.authorization).to.equal('Bearer tok');
  });

  it('a failed channel load says so, and 重試 asks again', async () => {
    let broken = true;
    const { callsTo } = server().on(video.carVideo, (req) => (broken ? fail(5000001, '伺服器忙碌中，請稍後再試。') : carVideo(req.params.carUid)));
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    await waitFor(() => text(el).includes('無法讀取鏡頭資料'), 'the error state');
    broken = false;
    (await button(el, '重試')).click();
    await ready(el);
    expect(callsTo(video.carVideo)).to.have.length(2);
  });

  it('fits 390 px without sideways scrolling', async () => {
    server();
    const el = mount('fms-video-history', { 'car-uid': 'c1' });
    el.style.width = '390px';
    await ready(el);
    const base = shadow(el).querySelector<HTMLElement>('[part=base]')!;
    expect(base.scrollWidth).to.be.at.most(390);
  });
});
