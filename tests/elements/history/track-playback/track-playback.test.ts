import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/history/track-playback/track-playback.element';
import { drivingHistory } from '../../../../src/core/api/contract/history';
import { journey } from '../../../../src/core/api/contract/journey';
import { readMapView, writeMapView } from '../../../../src/core/storage/map-view';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { button, clickButton, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { eventRow, journeyPoints, journeyRow, MIN, START } from '../../history-rows';

afterEach(() => {
  resetPage();
  signOutUser();
});

const EVENTS = [eventRow('e-1', START + 45 * MIN, '超速 95 km/h'), eventRow('e-2', START + 50 * MIN, '急煞', { type: 'decelerate', typeLabel: '急減速' } as never)];

function api() {
  return fakeApi()
    .on(drivingHistory.journeyDetail, ({ body }) => (body.journeyUid === 'j-2'
      ? { journey: journeyRow('j-2', { carUid: 'car-2', carNo: 'KEB-202' }), points: journeyPoints(START + 10 * MIN, { lat: 25.0, lng: 121.5 }), events: [] }
      : { journey: journeyRow(body.journeyUid), points: journeyPoints(), events: EVENTS }))
    .on(journey.list, { total: 2, offset: 0, limit: 200, list: [journeyRow('j-1'), journeyRow('j-2', { carUid: 'car-2', carNo: 'KEB-202', startTime: START + 10 * MIN })] });
}

const mapOf = (el: Element) => shadowOf(el).querySelector<HTMLElement>('[part="map"]')!;
const scrubOf = (el: Element) => shadowOf(el).querySelector<HTMLInputElement>('input[type="range"]')!;
const replayTime = (el: Element) => Number(scrubOf(el).value);

async function ready(el: Element) {
  await waitFor(() => mapOf(el)?.hasAttribute('data-ready') && scrubOf(el), 'the replay');
}

describe('fms-track-playback', () => {
  it('issue 13: draws the track by speed band, with its stops and events, and a legend', async () => {
    signInUser(['P_P03']);
    const { calls } = api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    const map = mapOf(el);
    expect(map.dataset.trackPoints).to.equal('61');
    expect(Number(map.dataset.drawnPoints)).to.be.within(2, 61);
    expect(map.dataset.events).to.equal('2');
    expect(map.dataset.stops).to.equal('1');
    expect(shadowOf(el).querySelectorAll('.leaflet-overlay-pane path, .leaflet-overlay-pane canvas').length).to.be.greaterThan(0);
    for (const text of ['KEA-101 軌跡回放', '0–30 km/h', '90 km/h 以上', '超速 95 km/h', '急減速', '08:19:00', '08:30:00', '11 分']) await waitText(el, text);
    expect(calls.find((c) => c.endpoint === 'drivingHistory.journeyDetail')!.body).to.deep.equal({ journeyUid: 'j-1' });
  });

  it('issue 13: play advances the replay time, pause holds it', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    expect(replayTime(el)).to.equal(START);
    await clickButton(el, '20×');
    await clickButton(el, '播放');
    await waitFor(() => replayTime(el) > START + 2000, 'the replay to move');
    await clickButton(el, '暫停');
    const held = replayTime(el);
    await new Promise((r) => setTimeout(r, 150));
    expect(replayTime(el)).to.equal(held);
    expect((await button(el, '播放')).textContent).to.equal('播放');
  });

  it('issue 13: the speed buttons say which is chosen, and a faster speed moves further', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    expect((await button(el, '1×')).getAttribute('aria-pressed')).to.equal('true');
    await clickButton(el, '10×');
    expect((await button(el, '10×')).getAttribute('aria-pressed')).to.equal('true');
    expect((await button(el, '1×')).getAttribute('aria-pressed')).to.equal('false');
    await clickButton(el, '播放');
    const t0 = performance.now();
    await waitFor(() => replayTime(el) > START + 5000, 'the replay to move');
    const realMs = performance.now() - t0;
    await clickButton(el, '暫停');
    // At 10× the replay runs ten times the real time (a frame or two of slack).
    expect(replayTime(el) - START).to.be.greaterThan(realMs * 5);
  });

  it('issue 13: scrubbing moves the replay and names the time; it is a keyboard range', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    const scrub = scrubOf(el);
    expect(scrub.getAttribute('aria-label')).to.equal('播放位置');
    scrub.value = String(START + 30 * MIN);
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => scrub.getAttribute('aria-valuetext') === '08:30:00', 'the time text');
    await waitText(el, '08:30:00 · 0 km/h');
  });

  it('issue 13: choosing an event jumps the replay to its moment', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    await clickButton(el, /^跳到 08:50:00 急減速/);
    expect(replayTime(el)).to.equal(START + 50 * MIN);
    const chosen = shadowOf(el).querySelector('.event-jump[aria-current="true"]');
    expect(chosen?.textContent).to.include('急減速');
  });

  it('issue 13: start-at opens the replay at an event\'s moment', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1', 'start-at': String(START + 45 * MIN) });
    await ready(el);
    expect(replayTime(el)).to.equal(START + 45 * MIN);
  });

  it('issue 13: following the truck re-centres the map as it drives out of view', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    el.style.setProperty('--fms-track-map-height', '300px');
    await ready(el);
    const follow = [...shadowOf(el).querySelectorAll('label')].find((l) => l.textContent!.includes('跟隨車輛'))!.querySelector('input')!;
    follow.click();
    await clickButton(el, '20×');
    await clickButton(el, '播放');
    await waitFor(() => replayTime(el) > START + 2000, 'the replay to move');
    await clickButton(el, '暫停');
    expect(mapOf(el).dataset.recentred).to.equal(undefined);
    // Half an hour on, the truck has left the close-up view: the map comes after it.
    const scrub = scrubOf(el);
    scrub.value = String(START + 40 * MIN);
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => Number(mapOf(el).dataset.recentred ?? 0) > 0, 'the map to re-centre');
  });

  it('spec 2.11: the history map resets its view on entering, then remembers it', async () => {
    signInUser(['P_P03']);
    api();
    writeMapView('history', { zoom: 5, center: [20, 100] });
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    await waitFor(() => readMapView('history') && readMapView('history')!.zoom > 5, 'the fitted view kept');
    const kept = readMapView('history')!;
    expect(kept.center[0]).to.be.within(24.9, 25.2);
  });

  it('issue 13: another truck of the same day joins the replay on one time line', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    await waitText(el, '同日行程');
    await clickButton(el, '加入回放');
    await waitFor(() => mapOf(el).dataset.trucks === '2', 'two trucks');
    await waitText(el, 'KEB-202');
    await waitFor(() => Number(scrubOf(el).max) === START + 70 * MIN, 'the time line to widen');
    await clickButton(el, '移除 KEB-202');
    await waitFor(() => mapOf(el).dataset.trucks === '1', 'one truck');
  });

  it('issue 22: adding a truck to the replay fits the map to every track', async () => {
    signInUser(['P_P03']);
    api();
    const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
    await ready(el);
    await waitFor(() => (readMapView('history')?.center[0] ?? 0) > 25.06, 'fitted to the first track');
    const alone = readMapView('history')!;
    await waitText(el, '同日行程');
    await clickButton(el, '加入回放');
    await waitFor(() => mapOf(el).dataset.trucks === '2', 'two trucks');
    // The second track runs from 25.00 N 121.50 E to the south-west, away from the first (25.13 to 25.06 N).
    await waitFor(() => readMapView('history')!.zoom < alone.zoom, 'the map to zoom out');
    const both = readMapView('history')!;
    expect(both.center[0]).to.be.within(24.95, 25.06);
    expect(both.center[1]).to.be.within(121.35, 121.6);
  });

  it('issue 13: a car and a moment (no journey code) replay the car\'s journey at that moment', async () => {
    signInUser(['P_P03']);
    const { calls } = api().on(drivingHistory.journeyList, { total: 1, offset: 0, limit: 100, list: [journeyRow('j-1')] });
    const el = mount('fms-track-playback', { 'car-uid': 'car-1', 'start-at': String(START + 50 * MIN) });
    await ready(el);
    expect(replayTime(el)).to.equal(START + 50 * MIN);
    expect(calls.find((c) => c.endpoint === 'drivingHistory.journeyList')!.body).to.include({ carUid: 'car-1', endTime: START + 50 * MIN });
    expect(calls.find((c) => c.endpoint === 'drivingHistory.journeyDetail')!.body).to.deep.equal({ journeyUid: 'j-1' });
  });

  it('issue 13: a moment outside any journey says so', async () => {
    signInUser(['P_P03']);
    api().on(drivingHistory.journeyList, { total: 0, offset: 0, limit: 100, list: [] });
    const el = mount('fms-track-playback', { 'car-uid': 'car-1', 'start-at': String(START) });
    await waitText(el, '這個時刻車輛不在行程中');
  });

  it('issue 26, 6: a week of 1 Hz track (604,800 points) is read off the page\'s thread, drawn end to end, and scrubbed to the right second', async () => {
    signInUser(['P_P03']);
    const WEEK = 7 * 86_400;
    // A road wandering north; the speed names the point (its index modulo 111), so the clock shows which point the scrub found.
    const points = Array.from({ length: WEEK }, (_, i) => ({
      time: START + i * 1000, lat: 22.6 + i * 4e-6, lng: 120.9 + Math.sin(i / 900) * 0.02, speed: i % 111, heading: 0, status: 'driving',
    }));
    fakeApi().on(drivingHistory.journeyDetail, { journey: journeyRow('j-1', { endTime: START + (WEEK - 1) * 1000 }), points, events: [] });
    // Every JSON.parse on the page's thread while the week loads: the 45 MB answer must not be one of them.
    const parse = JSON.parse;
    let longest = 0;
    JSON.parse = (text: string, reviver?: Parameters<typeof parse>[1]) => {
      longest = Math.max(longest, String(text).length);
      return parse(text, reviver);
    };
    try {
      const el = mount('fms-track-playback', { 'journey-code': 'j-1' });
      await waitFor(() => mapOf(el)?.hasAttribute('data-ready') && scrubOf(el), 'the week drawn', 15_000);
      const map = mapOf(el);
      expect(map.dataset.trackPoints).to.equal(String(WEEK));
      expect(map.dataset.drawnEnds).to.equal(`0 ${WEEK - 1}`);
      // The speed band changes every 30 points here, and every change is drawn: still a fraction of the week.
      expect(Number(map.dataset.drawnPoints)).to.be.within(2, WEEK / 20);
      expect(longest).to.be.below(1_000_000);
      const scrub = scrubOf(el);
      expect(Number(scrub.max)).to.equal(START + (WEEK - 1) * 1000);
      // Day 6, 13:21:18 after the start: point 5·86,400 + 48,078.
      const k = 5 * 86_400 + 48_078;
      scrub.value = String(START + k * 1000);
      scrub.dispatchEvent(new Event('input', { bubbles: true }));
      await waitText(el, `21:21:18 · ${k % 111} km/h`);
    } finally {
      JSON.parse = parse;
    }
  });

  it('shows the server\'s error with 重試', async () => {
    signInUser(['P_P03']);
    fakeApi().on(drivingHistory.journeyDetail, { fakeBody: true, status: 4040001, message: '查無行程' });
    const el = mount('fms-track-playback', { 'journey-code': 'nope' });
    await waitText(el, '查無行程');
    await button(el, '重試');
  });
});
