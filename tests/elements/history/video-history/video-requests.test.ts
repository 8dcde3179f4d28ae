import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/video-requests/video-requests.element';
import { cars } from '../../../../src/core/api/contract/cars';
import { video, VIDEO_MESSAGES, VIDEO_STATUS } from '../../../../src/core/api/contract/video';
import { setClock } from '../../../../src/core/clock';
import { clearToasts } from '../../../../src/elements/shared/ui';
import { fail, fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { carPage, resetFleetPage } from '../../fleet-rows';
import { mount, text, waitFor } from '../../helpers';
import { signInUser } from '../../session-kit';
import { button } from '../../shared/account/form-kit';
import { carVideo, CARS, catchSaves, completed, mp4, NOW, pinClock, record } from './video-fixtures';

// One fake for the file: the event stream outlives an element by a moment, so a later test may reuse its socket.
const sockets = fakeSockets();
beforeEach(() => {
  pinClock();
  signInUser(['P_P04']);
});
afterEach(() => {
  resetFleetPage();
  clearToasts();
  setClock(null);
});

const page = (list: unknown[]) => ({ total: list.length, offset: 0, limit: 10, list });
const shadow = (el: HTMLElement) => el.shadowRoot!;
/** The table body's text (not the filters' or the styles'). */
const body = (el: HTMLElement) => shadow(el).querySelector('tbody')?.textContent ?? '';

describe('fms-video-requests', () => {
  it('the download view lists the requests with their state, and a completed one downloads its mp4', async () => {
    fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(video.list, () => page([record({ uid: 'vid-2' }), completed(), completed({ uid: 'vid-3', status: 'expired', expiresAt: NOW - 1 })]))
      .on(video.credential, () => ({ credential: 'c', expiresAt: NOW + 300_000 }))
      .on(video.file, () => mp4());
    const el = mount('fms-video-requests');
    await waitFor(() => body(el).includes('處理中，完成後會通知您'), 'the rows');
    expect(body(el)).to.contain('可下載');
    expect(body(el)).to.contain('連結已逾時');
    const saves = catchSaves();
    try {
      (await button(el, '下載影片')).click();
      await waitFor(() => saves.names.length, 'the saved file');
    } finally {
      saves.restore();
    }
    expect(saves.names).to.deep.equal(['KLA-2381_CH1_2026-03-10.mp4']);
  });

  it("a link refused as timed out opens 'links timeout', and 重新取得連結 asks again", async () => {
    const { callsTo } = fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(video.list, () => page([completed({ expiresAt: NOW + 60_000 })]))
      .on(video.getLink, () => fail(VIDEO_STATUS.LINK_TIMEOUT, VIDEO_MESSAGES[VIDEO_STATUS.LINK_TIMEOUT]))
      .on(video.request, () => record({ uid: 'vid-9' }));
    const el = mount('fms-video-requests');
    (await button(el, /^取得下載連結/)).click();
    const dialog = await waitFor(() => shadow(el).querySelector<HTMLDialogElement>('dialog[open]'), 'the dialog');
    expect(dialog.textContent).to.contain('連結已逾時');
    (await button(el, '重新取得連結')).click();
    await waitFor(() => callsTo(video.getLink).length === 2, 'the link asked again');
    // Still timed out: the dialog comes back.
    await waitFor(() => shadow(el).querySelector('dialog[open]'), 'the dialog again');
  });

  it('a row whose link has expired offers 重新調閱, which asks again without the cache', async () => {
    const { callsTo } = fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(video.list, () => page([completed({ status: 'expired', expiresAt: NOW - 1 })]))
      .on(video.request, () => record({ uid: 'vid-9' }));
    const el = mount('fms-video-requests');
    (await button(el, /^重新調閱/)).click();
    await waitFor(() => callsTo(video.request).length, 'the new request');
    expect(callsTo(video.request)[0].body).to.include({ cache: false, channel: 1, resolution: '720p' });
    expect(callsTo(video.request)[0].params).to.deep.equal({ carUid: 'c1' });
  });

  it('a category 9 notice reloads the list', async () => {
    let listed = [record()];
    fakeApi().on(cars.list, () => carPage(CARS)).on(video.list, () => page(listed));
    const el = mount('fms-video-requests');
    await waitFor(() => body(el).includes('處理中，完成後會通知您'), 'the processing row');
    listed = [completed()];
    sockets.emitEvent({ uid: 'n1', category: 9, type: 'video', code: 'completed', title: '影像調閱完成', createdAt: NOW, data: { videoRecordUid: 'vid-1' } });
    await waitFor(() => body(el).includes('可下載'), 'the reloaded row');
  });

  it('the index view lists by day and car, and opening a row names that car and day', async () => {
    fakeApi().on(cars.list, () => carPage(CARS)).on(video.list, () => page([completed()]));
    const el = mount('fms-video-requests', { view: 'index' });
    await waitFor(() => body(el).includes('2026-03-10'), 'the index');
    expect(text(el)).to.contain('影像調閱紀錄');
    const opened: unknown[] = [];
    el.addEventListener('videoopen', (e) => opened.push((e as CustomEvent).detail));
    const row = await waitFor(() => shadow(el).querySelector<HTMLElement>('tbody tr[tabindex]'), 'an openable row');
    row.click();
    await waitFor(() => opened.length, 'the event');
    expect(opened).to.deep.equal([{ carUid: 'c1', day: '2026-03-10', recordUid: 'vid-1' }]);
  });

  it('the index view of one car lists its recording days, and a day opens that car and day', async () => {
    fakeApi().on(cars.list, () => carPage(CARS)).on(video.list, () => page([])).on(video.carVideo, (req) => carVideo(req.params.carUid));
    const el = mount('fms-video-requests', { view: 'index', 'car-uid': 'c1' });
    const opened: unknown[] = [];
    el.addEventListener('videoopen', (e) => opened.push((e as CustomEvent).detail));
    (await button(el, '調閱 KLA-2381 2026-03-10 的影像')).click();
    await waitFor(() => opened.length, 'the event');
    expect(opened).to.deep.equal([{ carUid: 'c1', day: '2026-03-10', recordUid: '' }]);
    expect(text(el)).to.contain('8 小時有錄影');
  });

  it('an empty list says so', async () => {
    fakeApi().on(cars.list, () => carPage(CARS)).on(video.list, () => page([]));
    const el = mount('fms-video-requests');
    await waitFor(() => text(el).includes('還沒有調閱的影像'), 'the empty state');
  });
});
