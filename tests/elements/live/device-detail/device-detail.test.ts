import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/live/device-detail/device-detail.element';
import type { DeviceDetail, TyreReading } from '../../../../src/core/api/contract/device';
import { formatTemperature, temperatureTip } from '../../../../src/elements/live/device-detail/temperature-format';
import { axlesOf } from '../../../../src/elements/live/device-detail/tpms-layout';
import { mount, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { resetFleetPage } from '../../fleet-rows';
import { signInTokens } from '../../session-kit';
import { device } from '../../../../src/core/api/contract/device';

const LABELS = ['前軸左', '前軸右', '後軸左外', '後軸左內', '後軸右內', '後軸右外'];
const tyres = (codes: number[]): TyreReading[] => codes.map((status, i) => ({
  position: i + 1, label: LABELS[i], axle: i < 2 ? 1 : 2, pressure: 110 + i, temperature: 30 + i, status, statusLabel: 'x',
}));
const T0 = Date.UTC(2026, 10, 21, 2, 0, 0);

function detail(over: Partial<DeviceDetail> = {}, devices: Partial<DeviceDetail['car']['devices']> = {}): DeviceDetail {
  return {
    car: { uid: 'c1', carNo: 'KLA-2381', model: 'XZU720', status: 'driving', position: null,
      devices: { dvr: false, tpms: true, coldChain: true, dms: false, tachograph: false, ...devices } },
    coldChain: {
      sensors: 2, setpoint: { min: -25, max: -15 }, outOfRange: 1,
      series: Array.from({ length: 20 }, (_, i) => ({ time: T0 + i * 300_000, values: [-18 + (i % 3), -14.95 + i * 0.01] })),
      latest: { time: T0, values: [-18, -14.95] },
    },
    tpms: { tyres: tyres([0, 5, 0, 11, 0, 0]), updatedAt: T0, warnings: 2 },
    dms: null, tachograph: null, dvr: null,
    ...over,
  };
}

const root = (el: HTMLElement) => el.shadowRoot!;
const tab = (el: HTMLElement, name: string) => [...root(el).querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name);

beforeEach(() => signInTokens());
afterEach(resetFleetPage);

describe('fms-device-detail', () => {
  it('shows a tab per device the car has, for the chosen range', async () => {
    const { calls } = fakeApi().on(device.detail, () => detail());
    const el = mount('fms-device-detail', { 'car-uid': 'c1' });
    await waitFor(() => tab(el, '胎壓監測 (TPMS)'), 'the TPMS tab');
    expect([...root(el).querySelectorAll('[role="tab"]')].map((t) => t.textContent)).to.deep.equal(['冷鏈溫度', '胎壓監測 (TPMS)']);
    const body = calls[0].body;
    expect(body.carUid).to.equal('c1');
    expect(body.endTime - body.startTime).to.equal(24 * 3600_000);
  });

  it('spec 4: the TPMS layout shows each tyre with the exact label of its code and highlights warnings', async () => {
    fakeApi().on(device.detail, () => detail());
    const el = mount('fms-device-detail', { 'car-uid': 'c1' });
    (await waitFor(() => tab(el, '胎壓監測 (TPMS)'), 'the tab')).click();
    const cards = await waitFor(() => [...root(el).querySelectorAll('.tyre')].length === 6 && [...root(el).querySelectorAll('.tyre')], 'six tyres');
    const statuses = cards.map((c) => c.querySelector('.tyre-status')!.textContent!.replace('⚠ ', ''));
    expect(statuses).to.deep.equal(['正常', '胎壓+溫度警告', '正常', '胎壓+溫度+慢漏警告', '正常', '正常']);
    expect(cards.filter((c) => c.classList.contains('warning')).map((c) => c.querySelector('.tyre-name')!.textContent)).to.deep.equal(['前軸右', '後軸左內']);
    expect(root(el).querySelector('.tpms-summary')!.textContent).to.contain('2 個輪胎有警告');
    expect(cards[1].getAttribute('aria-label')).to.equal('前軸右：胎壓+溫度警告，胎壓 111 psi，胎溫 31 °C');
  });

  it('the cold-chain chart is drawn by uPlot on a canvas, and the tooltip follows the cursor', async () => {
    fakeApi().on(device.detail, () => detail());
    const el = mount('fms-device-detail', { 'car-uid': 'c1' });
    const canvas = await waitFor(() => root(el).querySelector('.chart-plot canvas'), 'the canvas', 5000);
    expect((canvas as HTMLCanvasElement).width).to.be.greaterThan(0);
    expect(root(el).querySelector('style')!.textContent).to.contain('.uplot');
    const over = root(el).querySelector<HTMLElement>('.u-over')!;
    const box = over.getBoundingClientRect();
    over.dispatchEvent(new MouseEvent('mousemove', { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true }));
    const tip = await waitFor(() => root(el).querySelector('.chart-tip'), 'the tooltip');
    expect(tip.textContent).to.match(/感測器 1：-?\d+\.\d °C/);
    expect(tip.textContent).to.match(/感測器 2：-?\d+\.\d °C/);
    expect(tip.querySelector('.chart-tip-time')!.textContent).to.match(/^2026\/11\/21 \d\d:\d\d$/);
  });

  it('formats the temperature tooltip: Taipei time, one decimal and °C, and marks values out of range', () => {
    const tip = temperatureTip(T0, [-18.04, -14.96, null], { min: -25, max: -15 });
    expect(tip.time).to.equal('2026/11/21 10:00');
    expect(tip.lines).to.deep.equal([
      { name: '感測器 1', value: '-18.0 °C', outside: false },
      { name: '感測器 2', value: '-15.0 °C', outside: true },
      { name: '感測器 3', value: '—', outside: false },
    ]);
    expect(formatTemperature(-0.04)).to.equal('0.0 °C');
  });

  it('groups 10 tyres into three axles, left to right', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...tyres([0])[0], position: i + 1, axle: i < 2 ? 1 : i < 6 ? 2 : 3, label: `t${i + 1}` }));
    expect(axlesOf(ten).map((a) => [a.left.map((t) => t.label), a.right.map((t) => t.label)])).to.deep.equal([
      [['t1'], ['t2']], [['t3', 't4'], ['t5', 't6']], [['t7', 't8'], ['t9', 't10']],
    ]);
  });

  it('a car without external devices gets an empty state instead of tabs', async () => {
    fakeApi().on(device.detail, () => detail({ coldChain: null, tpms: null }, { tpms: false, coldChain: false }));
    const el = mount('fms-device-detail', { 'car-uid': 'c1' });
    await waitFor(() => root(el).textContent!.includes('此車未安裝外接設備'), 'the empty state');
    expect(root(el).querySelector('[role="tab"]')).to.equal(null);
  });

  it('changing the range asks again for that many hours', async () => {
    const { calls } = fakeApi().on(device.detail, () => detail());
    const el = mount('fms-device-detail', { 'car-uid': 'c1' });
    const week = await waitFor(() => [...root(el).querySelectorAll('button')].find((b) => b.textContent === '7 天'), 'the 7-day button');
    week.click();
    await waitFor(() => calls.length === 2, 'a second call');
    expect(calls.map((c) => c.path)).to.deep.equal(['external-device/v0/detail', 'external-device/v0/detail']);
    expect(calls[1].body.endTime - calls[1].body.startTime).to.equal(7 * 24 * 3600_000);
  });
});
