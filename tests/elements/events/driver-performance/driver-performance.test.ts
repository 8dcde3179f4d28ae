import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../../../../src/elements/events/driver-performance/driver-performance.element';
import { drivingScore, type DriverScore, type SettleDay } from '../../../../src/core/api/contract/score';
import { users } from '../../../../src/core/api/contract/users';
import { fixedClock, setClock } from '../../../../src/core/clock';
import { $toasts, clearToasts } from '../../../../src/elements/shared/ui/toast-store';
import { mount, waitFor } from '../../helpers';
import { fail, fakeApi } from '../../fake-api';
import { fakeSockets } from '../../fake-sockets';
import { clickButton, control, fill, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { signInUser, signOutUser } from '../../session-kit';
import { driverScore, settleDay } from './score-fixtures';

const io = fakeSockets();
// 2026-06-15 10:00 in Taipei: the default period is 2026-05-16 to 2026-06-14.
const NOW = Date.UTC(2026, 5, 15, 2, 0);
const PERIOD = { startDate: '2026-05-16', endDate: '2026-06-14' };

beforeEach(() => {
  setClock(fixedClock(NOW));
  signInUser(['P_P12', 'P_P05']);
});

afterEach(() => {
  resetPage();
  signOutUser();
  setClock(null);
  clearToasts();
});

const DRIVERS = [{ uid: 'drv-1', zhName: '司機1' }, { uid: 'drv-2', zhName: '司機2' }];

function api(options: { scores?: DriverScore[]; days?: SettleDay[] } = {}) {
  const scores = options.scores ?? [driverScore(1), driverScore(2)];
  return fakeApi()
    .on(drivingScore.list, ({ body }) => {
      const rows = body.driverUid ? scores.filter((s) => s.driverUid === body.driverUid) : scores;
      return { total: rows.length, offset: body.offset, limit: body.limit, list: rows.slice(body.offset, body.offset + body.limit) };
    })
    .on(drivingScore.canBeSettled, options.days ?? [settleDay('2026-06-13', { settled: true, settledAt: 1000 }), settleDay('2026-06-14')])
    .on(users.driverList, { total: DRIVERS.length, offset: 0, limit: 500, list: DRIVERS.map((d) => ({ ...d, name: d.uid, carList: [] })) });
}

const chart = (el: Element, part: string) => shadowOf(el).querySelector<HTMLElement>(`[part="${part}"]`);
/** Waits for the driver's figures (the heading alone may come first, from the driver list). */
const figures = (el: Element) => waitFor(() => chart(el, 'totals'), 'the driver\'s figures');
const rowsOf = (table: Element | null) => [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.children].map((c) => c.textContent!.trim()));

describe('fms-driver-performance', () => {
  it('spec 2.11: shows the driver\'s totals and every chart with its figures for the default period', async () => {
    const { calls } = api();
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '駕駛績效：司機1');
    await figures(el);
    expect(calls.find((c) => c.endpoint === 'drivingScore.list' && c.body.driverUid)!.body).to.deep.equal({ ...PERIOD, driverUid: 'drv-1', offset: 0, limit: 1 });
    const totals = chart(el, 'totals')!.textContent!;
    for (const text of ['89', '12 天', '31 趟', '1,234.5 公里', '10 小時', '7 次']) expect(totals).to.include(text);
    expect(rowsOf(chart(el, 'speed-chart')!.querySelector('table'))).to.deep.equal([
      ['0–40 km/h', '1 小時', '10%'], ['41–60 km/h', '2 小時', '20%'], ['61–80 km/h', '3 小時', '30%'], ['81–90 km/h', '2 小時', '20%'], ['90 km/h 以上', '2 小時', '20%'],
    ]);
    expect(rowsOf(chart(el, 'rpm-chart')!.querySelector('table')).map((r) => r[2])).to.deep.equal(['50%', '50%', '0%', '0%', '0%']);
    expect(rowsOf(chart(el, 'idle-chart')!.querySelector('table'))).to.deep.equal([['怠速', '20 分', '25%'], ['行駛', '1 小時', '75%']]);
    expect(rowsOf(chart(el, 'pedal-chart')!.querySelector('table')).map((r) => r[2])).to.deep.equal(['33.4%', '33.3%', '33.3%', '0%']);
    expect(chart(el, 'speed-chart')!.querySelectorAll('svg path').length).to.equal(5);
    expect(chart(el, 'accelerate-chart')!.textContent).to.include('共 7 次');
    expect(rowsOf(chart(el, 'decelerate-chart')!.querySelector('table'))).to.deep.equal([['輕微', '3 次'], ['中度', '0 次'], ['嚴重', '0 次']]);
    expect(chart(el, 'engine-chart')!.textContent).to.include('共 3 筆取樣；車速 20–88 km/h，平均 56.7；轉速 900–2,100 rpm');
    expect(chart(el, 'temperature-chart')!.textContent).to.include('溫度 85.5–92.5 °C，平均 89.3 °C');
    for (const part of ['accelerate-chart', 'decelerate-chart', 'engine-chart', 'temperature-chart']) {
      await waitFor(() => chart(el, part)?.querySelector('.uplot canvas'), `the ${part} drawn by uPlot`);
    }
  });

  it('spec 2.11: hovering a slice or a dot reads its value', async () => {
    api();
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await figures(el);
    const slice = chart(el, 'idle-chart')!.querySelector('svg path')!;
    expect(slice.querySelector('title')!.textContent).to.equal('怠速：20 分（25%）');
    slice.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await waitFor(() => chart(el, 'idle-chart')!.querySelector('.pie-tip'), 'the pie tip');
    const over = await waitFor(() => chart(el, 'engine-chart')!.querySelector<HTMLElement>('.u-over'), 'the plot area');
    const box = over.getBoundingClientRect();
    over.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + box.width - 2, clientY: box.top + box.height / 2 }));
    const tip = await waitFor(() => chart(el, 'engine-chart')!.querySelector('.chart-tip'), 'the engine tip');
    expect(tip.textContent).to.include('車速 88 km/h').and.include('轉速 2,100 rpm');
  });

  it('keyboard: arrow keys step through a dot chart and read each point', async () => {
    api();
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitFor(() => chart(el, 'temperature-chart')?.querySelector('.uplot canvas'), 'the temperature chart');
    const plot = chart(el, 'temperature-chart')!.querySelector<HTMLElement>('.plot')!;
    expect(plot.getAttribute('aria-label')).to.equal('引擎溫度圖表，可用左右方向鍵逐點查看數值');
    plot.focus();
    await sendKeys({ press: 'Home' });
    const tip = await waitFor(() => chart(el, 'temperature-chart')!.querySelector('.chart-tip[role="status"]'), 'the tip of the first point');
    expect(tip.textContent).to.include('引擎溫度 85.5 °C');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => chart(el, 'temperature-chart')!.querySelector('.chart-tip')?.textContent?.includes('引擎溫度 90 °C'), 'the second point');
    await sendKeys({ press: 'End' });
    await waitFor(() => chart(el, 'temperature-chart')!.querySelector('.chart-tip')?.textContent?.includes('引擎溫度 92.5 °C'), 'the last point');
  });

  it('spec 2.1: without a driver it asks to choose one first, and choosing tells the host', async () => {
    const { calls } = api();
    const el = mount('fms-driver-performance');
    await waitText(el, '請先選擇駕駛');
    expect(calls.some((c) => c.endpoint === 'drivingScore.list' && c.body.driverUid)).to.equal(false);
    const chosen: string[] = [];
    el.addEventListener('driverselect', (e) => chosen.push((e as CustomEvent<{ driverUid: string }>).detail.driverUid));
    const select = await control<HTMLSelectElement>(el, '駕駛');
    await waitFor(() => select.options.length > 2, 'the drivers');
    await fill(select, 'drv-2');
    await waitText(el, '駕駛績效：司機2');
    await figures(el);
    expect(chosen).to.deep.equal(['drv-2']);
  });

  it('spec 2.11: the score list pages every driver, and opening a row chooses that driver', async () => {
    api({ scores: Array.from({ length: 12 }, (_, i) => driverScore(i + 1)) });
    const el = mount('fms-driver-performance');
    await waitText(el, '司機10');
    const table = await waitFor(() => shadowOf(el).querySelector('.score-list table'), 'the score table');
    expect(rowsOf(table).length).to.equal(10);
    expect(rowsOf(table)[0].slice(0, 4)).to.deep.equal(['司機1', '89', '12', '31']);
    await clickButton(el, /下一頁/);
    await waitFor(() => rowsOf(shadowOf(el).querySelector('.score-list table')).length === 2, 'page 2');
    const chosen: string[] = [];
    el.addEventListener('driverselect', (e) => chosen.push((e as CustomEvent<{ driverUid: string }>).detail.driverUid));
    (shadowOf(el).querySelector('.score-list tbody tr') as HTMLElement).click();
    await waitText(el, '駕駛績效：司機11');
    expect(chosen).to.deep.equal(['drv-11']);
  });

  it('spec 7.6: a new period asks again; a wrong one says why and asks nothing', async () => {
    const { calls } = api();
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '駕駛績效：司機1');
    const start = await control(el, '開始日期');
    await fill(start, '2026-06-01');
    await waitFor(() => calls.some((c) => c.endpoint === 'drivingScore.canBeSettled' && c.body.startDate === '2026-06-01'), 'the new period');
    expect(calls.filter((c) => c.endpoint === 'drivingScore.list' && c.body.driverUid).at(-1)!.body).to.include({ startDate: '2026-06-01', endDate: '2026-06-14' });
    const before = calls.length;
    await fill(start, '2026-01-01');
    await waitText(el, '查詢區間不可超過 93 天');
    expect(start.value).to.equal('2026-01-01');
    expect(calls.length).to.equal(before);
  });

  it('spec 7.6, 9: settling the period runs as a job with progress and finishes on the category 8 notification', async () => {
    let settled = false;
    const { calls } = api()
      .on(drivingScore.settleJob, () => {
        settled = true;
        return { jobUid: 'job-9', days: ['2026-06-13', '2026-06-14'], drivers: 3, scores: 6 };
      })
      .on(drivingScore.canBeSettled, () => [settleDay('2026-06-13', { settled: true, settledAt: 1000 }), settleDay('2026-06-14', { settled, settledAt: settled ? 5000 : null })]);
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '1 天可結算，已結算 1 天');
    const listCalls = calls.filter((c) => c.endpoint === 'drivingScore.list').length;
    await clickButton(el, '結算此期間');
    await waitText(el, '工作 job-9 執行中');
    expect(shadowOf(el).querySelector<HTMLProgressElement>('progress[aria-label="結算進度"]')!.value).to.equal(60);
    expect(calls.find((c) => c.endpoint === 'drivingScore.settleJob')!.body).to.deep.equal(PERIOD);
    io.emitEvent({ category: 8, title: '駕駛績效結算完成', createdAt: NOW, data: { jobUid: 'job-9', days: ['2026-06-13', '2026-06-14'] } });
    await waitText(el, '結算完成：2 天、3 位駕駛');
    await waitFor(() => calls.filter((c) => c.endpoint === 'drivingScore.list').length >= listCalls + 2, 'the scores read again');
    await waitText(el, '所選日期皆已結算');
    expect($toasts.get().map((t) => t.message)).to.include('結算完成：2 天、3 位駕駛');
  });

  it('spec 9: a notification that comes before the settle answer still ends the job', async () => {
    api().on(drivingScore.settleJob, { jobUid: 'job-11', days: ['2026-06-14'], drivers: 2, scores: 2 }, { delayMs: 400 });
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '1 天可結算');
    await clickButton(el, '結算此期間');
    await waitText(el, '送出結算工作');
    io.emitEvent({ category: 8, title: '駕駛績效結算完成', createdAt: NOW, data: { jobUid: 'job-11', days: ['2026-06-14'] } });
    await waitText(el, '結算完成：1 天、2 位駕駛');
  });

  it('spec 7.6: without the notification, asking can-be-settled again finishes the job', async () => {
    let settled = false;
    api()
      .on(drivingScore.settleJob, () => {
        settled = true;
        return { jobUid: 'job-10', days: ['2026-06-14'], drivers: 1, scores: 1 };
      })
      .on(drivingScore.canBeSettled, () => [settleDay('2026-06-14', { settled, settledAt: settled ? 5000 : null })]);
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '1 天可結算');
    await clickButton(el, '結算此期間');
    await waitText(el, '工作 job-10 執行中');
    await waitFor(() => (shadowOf(el).textContent ?? '').includes('結算完成：1 天、1 位駕駛'), 'the job done by polling', 8000);
  });

  it('spec 7.6: a period not over cannot be settled, and a refused job says why', async () => {
    api({ days: [settleDay('2026-06-15', { ready: false })] });
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '所選日期尚未結束，無法結算。');
    const settle = [...shadowOf(el).querySelectorAll('button')].find((b) => b.textContent === '結算此期間')!;
    expect(settle.disabled).to.equal(true);

    resetPage();
    api().on(drivingScore.settleJob, fail(4000001, '所選日期尚未結束，無法結算。', 'endDate'));
    const again = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(again, '1 天可結算');
    await clickButton(again, '結算此期間');
    await waitFor(() => shadowOf(again).querySelector('.settle-error')?.textContent === '所選日期尚未結束，無法結算。', 'the refusal');
  });

  it('spec 7.1, 7.6: exports the score log of the period under its file name', async () => {
    const { calls } = api().on(drivingScore.exportLog, () => new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '司機2');
    await clickButton(el, '匯出評分紀錄');
    await waitFor(() => $toasts.get().length, 'the toast');
    expect($toasts.get()[0].message).to.equal('已匯出 駕駛評分_2026-05-16.xlsx');
    expect(calls.find((c) => c.endpoint === 'drivingScore.exportLog')!.body).to.deep.equal(PERIOD);
  });

  it('shows the empty state when the driver has no settled day, and the error with 重試', async () => {
    api({ scores: [] });
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(el, '此期間沒有已結算的駕駛數據');
    await waitText(el, '此期間沒有已結算的駕駛評分');

    resetPage();
    let failing = true;
    api().on(drivingScore.list, ({ body }) => (failing ? fail(5000001, '伺服器忙碌') : { total: 1, offset: 0, limit: body.limit, list: [driverScore(1)] }));
    const broken = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    await waitText(broken, '伺服器忙碌');
    failing = false;
    await clickButton(broken, '重試');
    await figures(broken);
  });

  it('passes axe and fits 390 px', async () => {
    api();
    const el = mount('fms-driver-performance', { 'driver-uid': 'drv-1' });
    el.style.width = '390px';
    await waitText(el, '司機2');
    await waitFor(() => chart(el, 'engine-chart')?.querySelector('.uplot canvas'), 'the engine chart');
    const base = chart(el, 'base')!;
    expect(base.scrollWidth).to.be.at.most(390);
    const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).to.deep.equal([]);
  });
});
