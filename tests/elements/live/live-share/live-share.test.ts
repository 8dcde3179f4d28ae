import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../../../src/elements/live/live-share/live-share.element';
import { liveShare, type LiveShareView } from '../../../../src/core/api/contract/live-share';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { LIVE_SHARE_REVOKED } from '../../../../src/core/live-share';
import { mount, text, waitFor } from '../../helpers';
import { fakeApi, fail } from '../../fake-api';
import { resetPage } from '../../shared/account/form-kit';

/** Issue 27, 4: <fms-live-share>, the shared view of one truck or task, signed out. */
const NOW = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => setClock(fixedClock(NOW)));
afterEach(() => {
  resetPage();
  setClock(null);
});

const viewOf = (lat: number, extra: Partial<LiveShareView> = {}): LiveShareView => ({
  kind: 'car', carNo: 'KEA-1001', expiresAt: NOW + 3_600_000, task: null,
  position: { lat, lng: 121.5, speed: 42.4, direction: 90, time: NOW - 1000 }, ...extra,
});
const mapOf = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.share-map');

describe('fms-live-share', () => {
  it('shows its truck by car number on the map and follows it as it moves, reading the link again', async () => {
    let lat = 25.01;
    const api = fakeApi().on(liveShare.view, () => viewOf(lat));
    const el = mount('fms-live-share', { share: 'tok-1' });
    await waitFor(() => mapOf(el)?.dataset.lat === '25.01', 'the first position');
    expect(api.calls[0].body).to.deep.equal({ share: 'tok-1' });
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('車輛即時位置：KEA-1001');
    expect(text(el)).to.contain('時速 42 公里').and.contain('連結有效至 2026-11-20 11:00');
    await waitFor(() => el.shadowRoot!.querySelector('.share-truck-marker')?.textContent === 'KEA-1001', 'the truck marker');
    lat = 25.02;
    await waitFor(() => mapOf(el)?.dataset.lat === '25.02', 'the next read moving the truck', 8000);
    expect(api.callsTo(liveShare.view).length).to.be.greaterThan(1);
  });

  it('a refused read (revoked) leaves only the reason, and reads no more', async () => {
    let revoked = false;
    const api = fakeApi().on(liveShare.view, () => (revoked ? fail(4030001, LIVE_SHARE_REVOKED) : viewOf(25.01)));
    const el = mount('fms-live-share', { share: 'tok-1' });
    await waitFor(() => mapOf(el), 'the map');
    revoked = true;
    await waitFor(() => text(el).includes(LIVE_SHARE_REVOKED), 'the revoked words', 8000);
    expect(mapOf(el) === null, 'the map is gone').to.equal(true);
    expect(text(el)).not.to.contain('KEA-1001');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(LIVE_SHARE_REVOKED);
    const reads = api.callsTo(liveShare.view).length;
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(api.callsTo(liveShare.view).length).to.equal(reads);
  });

  it('a shared task lists its stops with planned time, arrival, completion and the ETA, marking a late one', async () => {
    const stop = (seq: number, extra: object) => ({
      seq, name: `站點${seq}`, address: `台北市信義區市府路${seq}號`, lat: 25 + seq / 100, lng: 121.5,
      plannedTime: NOW + seq * 3_600_000, arrivedAt: null, doneAt: null, ...extra,
    });
    fakeApi().on(liveShare.view, () => viewOf(25.01, {
      kind: 'task',
      task: { taskDate: NOW, stops: [
        stop(1, { arrivedAt: NOW - 600_000, doneAt: NOW - 300_000 }),
        stop(2, { etaAt: NOW + 2 * 3_600_000 + 1_200_000, etaLate: true }),
        stop(3, {}),
      ] },
    }));
    const el = mount('fms-live-share', { share: 'tok-2' });
    await waitFor(() => el.shadowRoot!.querySelectorAll('.shared-stops li').length === 3, 'the stops');
    const items = [...el.shadowRoot!.querySelectorAll('.shared-stops li')].map((li) => li.textContent ?? '');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('任務即時追蹤：KEA-1001');
    expect(items[0]).to.contain('站點1').and.contain('已完成').and.contain('抵達11/20 09:50').and.contain('完成11/20 09:55');
    expect(items[1]).to.contain('台北市信義區市府路2號').and.contain('預計時間11/20 12:00').and.contain('預估抵達11/20 12:20').and.contain('預計延誤');
    expect(items[2]).to.contain('未抵達').and.not.contain('預估抵達');
  });

  it('renders text only: a car number or stop name with markup stays words', async () => {
    fakeApi().on(liveShare.view, () => viewOf(25.01, {
      carNo: '<img src=x id=injected>', kind: 'task',
      task: { taskDate: NOW, stops: [{ seq: 1, name: '<b id=bold>站</b>', address: '', lat: 25, lng: 121.5, plannedTime: null, arrivedAt: null, doneAt: null }] },
    }));
    const el = mount('fms-live-share', { share: 'tok-3' });
    await waitFor(() => el.shadowRoot!.querySelector('.share-truck-marker'), 'the truck marker');
    expect(el.shadowRoot!.querySelector('#injected')).to.equal(null);
    expect(el.shadowRoot!.querySelector('#bold')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.share-truck-marker')!.textContent).to.equal('<img src=x id=injected>');
  });

  it('without a share token it asks for the whole link and reads nothing', async () => {
    const api = fakeApi().on(liveShare.view, () => viewOf(25.01));
    const el = mount('fms-live-share');
    await waitFor(() => text(el).includes('缺少分享連結'), 'the missing-link words');
    expect(api.calls).to.have.length(0);
  });

  it('is accessible at 390 px (axe-core), with a task', async () => {
    document.body.style.width = '390px';
    fakeApi().on(liveShare.view, () => viewOf(25.01, {
      kind: 'task', task: { taskDate: NOW, stops: [{ seq: 1, name: '倉庫', address: '台北市', lat: 25, lng: 121.5, plannedTime: NOW, arrivedAt: null, doneAt: null, etaAt: NOW + 60_000, etaLate: false }] },
    }));
    const el = mount('fms-live-share', { share: 'tok-4' });
    await waitFor(() => el.shadowRoot!.querySelector('.shared-stops li'), 'the stops');
    expect(el.getBoundingClientRect().width).to.be.at.most(390);
    expect(el.shadowRoot!.querySelector('.live-share')!.scrollWidth).to.be.at.most(390);
    const result = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal([]);
    document.body.style.width = '';
  });

  it('works in a React 19 host: the share prop reaches the element and a new token reads the new link', async () => {
    const api = fakeApi().on(liveShare.view, ({ body }) => viewOf(25.01, { carNo: body.share === 'tok-b' ? 'KEB-2002' : 'KEA-1001' }));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(createElement('fms-live-share', { share: 'tok-a' })));
    const el = host.querySelector('fms-live-share')!;
    await waitFor(() => el.shadowRoot?.querySelector('h2')?.textContent === '車輛即時位置：KEA-1001', 'the first link');
    flushSync(() => root.render(createElement('fms-live-share', { share: 'tok-b' })));
    await waitFor(() => el.shadowRoot?.querySelector('h2')?.textContent === '車輛即時位置：KEB-2002', 'the second link');
    expect(api.calls.some((c) => (c.body as { share: string }).share === 'tok-b')).to.equal(true);
    root.unmount();
  });
});
