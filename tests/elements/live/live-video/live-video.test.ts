import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/live/live-video/live-video.element';
import { mediaOutcome } from '../../../../src/elements/live/live-video/media-outcome';
import { mount, text, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { carPage, carRow, resetFleetPage } from '../../fleet-rows';
import { signInTokens } from '../../session-kit';
import { cars } from '../../../../src/core/api/contract/cars';
import { liveDvr } from '../../../../src/core/api/contract/dvr';
import { stream } from '../../../../src/core/api/contract/stream';

const FIXTURE = '/tests/elements/live/hls-player/fixtures/vod.m3u8';
const CARS = [carRow('c1', 'KLA-2381'), carRow('c2', 'KLB-1000', { tpms: { tyres: 6 } })];
const channels = (online = true) => [
  { index: 1, name: '前鏡頭', udid: 'devc1', online },
  { index: 2, name: '車內', udid: 'devc1', online },
];

beforeEach(() => signInTokens('tok en'));
afterEach(resetFleetPage);

const players = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('fms-hls-player')];

describe('fms-live-video', () => {
  it('lists only cars with a DVR in the chooser', async () => {
    fakeApi().on(cars.list, () => carPage(CARS));
    const el = mount('fms-live-video');
    await waitFor(() => text(el).includes('KLA-2381'), 'the car list');
    expect(text(el)).to.not.contain('KLB-1000');
    expect(text(el)).to.contain('請先選擇車輛');
  });

  it('renders a player per live channel, asking ASK_EVENT for each with the token appended', async () => {
    const { calls } = fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels())
      .on(stream.askMedia, () => ({ code: 0, ret: 'OK', url: FIXTURE }));
    const el = mount('fms-live-video', { 'car-uid': 'c1' });
    const shown = await waitFor(() => players(el).length === 2 && players(el), 'two players');
    expect(shown[0].getAttribute('src')).to.equal(`${FIXTURE}?token=tok%20en`);
    const asks = calls.filter((c) => c.path === 'ask_media');
    expect(asks.map((c) => c.query.get('device')).sort()).to.deep.equal(['devc1@1', 'devc1@2']);
    expect(asks[0].query.get('mode')).to.equal('ASK_EVENT');
    expect(asks[0].query.get('length')).to.equal('300');
    expect(calls.find((c) => c.path === 'live-dvr/v0/channel/list')!.body).to.deep.equal({ carUid: 'c1' });
  });

  it('with a fixed car (the app web view) it has no chooser, and the title and tiles still name the car', async () => {
    fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels())
      .on(stream.askMedia, () => ({ code: 0, ret: 'OK', url: FIXTURE }));
    const el = mount('fms-live-video', { 'car-uid': 'c1', 'fixed-car': '' });
    await waitFor(() => el.shadowRoot!.querySelector('.live-title')?.textContent === 'KLA-2381 即時影像', 'the title with the car number');
    expect(el.shadowRoot!.querySelector('.live-cars')).to.equal(null);
    const tiles = [...el.shadowRoot!.querySelectorAll('figure.tile')].map((t) => t.getAttribute('aria-label'));
    expect(tiles).to.deep.equal(['KLA-2381 前鏡頭（CH1）', 'KLA-2381 車內（CH2）']);
  });

  it('a negative ask_media code shows 無影像 with the reason instead of a player', async () => {
    fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels().slice(0, 1))
      .on(stream.askMedia, () => ({ code: -2, ret: 'CHANNEL_NOT_FOUND' }));
    const el = mount('fms-live-video', { 'car-uid': 'c1' });
    await waitFor(() => text(el).includes('無影像'), 'no video');
    expect(text(el)).to.contain('此頻道沒有鏡頭');
    expect(players(el)).to.have.length(0);
  });

  it('a missing answer shows 無影像, and 重試 asks again', async () => {
    let answer: unknown = new Response('', { status: 502 });
    const { calls } = fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels().slice(0, 1))
      .on(stream.askMedia, () => answer);
    const el = mount('fms-live-video', { 'car-uid': 'c1' });
    await waitFor(() => text(el).includes('無影像'), 'no video');
    answer = { code: 0, ret: 'OK', url: FIXTURE };
    const retry = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === '重試')!;
    retry.click();
    await waitFor(() => players(el).length === 1, 'the player after retry');
    expect(calls.filter((c) => c.path === 'ask_media')).to.have.length(2);
  });

  it('an offline channel shows 無影像 without asking the stream server', async () => {
    const { calls } = fakeApi().on(cars.list, () => carPage(CARS)).on(liveDvr.channelList, () => channels(false));
    const el = mount('fms-live-video', { 'car-uid': 'c1' });
    await waitFor(() => text(el).includes('鏡頭離線'), 'offline');
    expect(calls.some((c) => c.path === 'ask_media')).to.equal(false);
  });

  it('the 1-tile layout shows one channel at a time with paging', async () => {
    fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels())
      .on(stream.askMedia, () => ({ code: 0, ret: 'OK', url: FIXTURE }));
    const el = mount('fms-live-video', { 'car-uid': 'c1', layout: '1' });
    await waitFor(() => players(el).length === 1, 'one player');
    expect(text(el)).to.contain('第 1 / 2 組');
  });

  it('choosing a car fires carselect and loads its channels', async () => {
    fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(liveDvr.channelList, () => channels())
      .on(stream.askMedia, () => ({ code: 0, ret: 'OK', url: FIXTURE }));
    const el = mount('fms-live-video');
    const seen: unknown[] = [];
    el.addEventListener('carselect', (e) => seen.push((e as CustomEvent).detail));
    const radio = await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('input[type="radio"][value="c1"]'), 'the radio');
    radio.click();
    await waitFor(() => players(el).length === 2, 'the players');
    expect(seen).to.deep.equal([{ carUid: 'c1', carNo: 'KLA-2381' }]);
    expect(text(el)).to.contain('KLA-2381 即時影像');
  });

  it('reads answers per spec 8: a failed call, no url or a negative code is no video', () => {
    expect(mediaOutcome(null, 't').kind).to.equal('none');
    expect(mediaOutcome({ status: 0, data: { code: 0, ret: 'OK' } }, 't').kind).to.equal('none');
    expect(mediaOutcome({ status: 0, data: { code: -3, ret: 'NO_FOOTAGE' } }, 't')).to.deep.equal({ kind: 'none', reason: '此時段沒有影像。' });
    expect(mediaOutcome({ status: 0, data: { code: -9, ret: 'X' } }, 't')).to.deep.equal({ kind: 'none', reason: '攝影機回應錯誤（代碼 -9）。' });
    expect(mediaOutcome({ status: 0, data: { code: 0, ret: 'OK', url: '/a.m3u8?x=1' } }, 't')).to.deep.equal({ kind: 'play', url: '/a.m3u8?x=1&token=t' });
  });
});
