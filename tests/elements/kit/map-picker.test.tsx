import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { useState } from 'react';
import { AreaPicker } from '../../../src/elements/ui/page-kit/map-picker/area-picker';
import { MAP_PICKER_CSS } from '../../../src/elements/ui/page-kit/map-picker/map-picker.css';
import { PointPicker } from '../../../src/elements/ui/page-kit/map-picker/point-picker';
import type { AreaShape, LatLng } from '../../../src/elements/ui/page-kit/map-picker/coordinates';
import { byName, cleanup, click, focus, press, render, setValue, type } from '../ui/render';

afterEach(cleanup);

function PointHarness({ seen }: { seen: Array<LatLng | null> }) {
  const [value, setPoint] = useState<LatLng | null>(null);
  return <PointPicker label="地點" required value={value} onValueChange={(p) => { seen.push(p); setPoint(p); }} />;
}

function AreaHarness({ seen }: { seen: Array<AreaShape | null> }) {
  const [value, setArea] = useState<AreaShape | null>(null);
  return <AreaPicker label="圍籬範圍" value={value} onValueChange={(a) => { seen.push(a); setArea(a); }} />;
}

const status = (shadow: ShadowRoot) => shadow.querySelector('.picker-status')!.textContent;

describe('map pickers', function () {
  this.timeout(20_000);

  it('typed latitude and longitude set the point, without a mouse', async () => {
    const seen: Array<LatLng | null> = [];
    const { shadow } = await render(<PointHarness seen={seen} />, MAP_PICKER_CSS);
    await focus(byName(shadow, '緯度'));
    await type('25.0478');
    await press('Tab');
    await type('121.517');
    expect(seen.at(-1)).to.deep.equal({ lat: 25.0478, lng: 121.517 });
    expect(status(shadow)).to.equal('已選位置：25.047800, 121.517000');
    expect(shadow.querySelectorAll('.picker-pin').length).to.equal(1);
  });

  it('a latitude out of range shows its error on leaving the field and keeps the text', async () => {
    const seen: Array<LatLng | null> = [];
    const { shadow } = await render(<PointHarness seen={seen} />, MAP_PICKER_CSS);
    await focus(byName(shadow, '緯度'));
    await type('95');
    await press('Tab');
    await type('121');
    await press('Tab');
    const lat = byName<HTMLInputElement>(shadow, '緯度');
    expect(lat.value).to.equal('95');
    expect(lat.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow.textContent).to.contain('緯度須介於 -90 與 90 之間');
    expect(seen).to.deep.equal([]);
  });

  it('a pair pasted into the latitude field fills both fields', async () => {
    const seen: Array<LatLng | null> = [];
    const { shadow } = await render(<PointHarness seen={seen} />, MAP_PICKER_CSS);
    await setValue(byName<HTMLInputElement>(shadow, '緯度'), '24.1477，120.6736');
    expect(byName<HTMLInputElement>(shadow, '經度').value).to.equal('120.6736');
    expect(seen.at(-1)).to.deep.equal({ lat: 24.1477, lng: 120.6736 });
  });

  it('Enter on the focused map picks its centre', async () => {
    const seen: Array<LatLng | null> = [];
    const { shadow } = await render(<PointHarness seen={seen} />, MAP_PICKER_CSS);
    const map = shadow.querySelector<HTMLElement>('[aria-label="地點地圖"]')!;
    await focus(map);
    await press('Enter');
    // The centre of the whole-island view, to Leaflet's pixel rounding.
    const picked = seen.at(-1)!;
    expect(picked.lat).to.be.closeTo(23.65, 0.01);
    expect(picked.lng).to.be.closeTo(120.95, 0.01);
    expect(byName<HTMLInputElement>(shadow, '緯度').value).to.equal(String(picked.lat));
  });

  it('the point picker passes axe with a point set', async () => {
    const seen: Array<LatLng | null> = [];
    const { host, shadow } = await render(<PointHarness seen={seen} />, MAP_PICKER_CSS);
    await setValue(byName<HTMLInputElement>(shadow, '緯度'), '25, 121.5');
    const result = await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).to.deep.equal([]);
  });

  it('the area picker passes axe with a polygon drawn', async () => {
    const seen: Array<AreaShape | null> = [];
    const { host, shadow } = await render(<AreaHarness seen={seen} />, MAP_PICKER_CSS);
    for (const pair of ['25, 121.5', '25.1, 121.6', '24.9, 121.7']) {
      await setValue(byName<HTMLInputElement>(shadow, '頂點緯度'), pair);
      await click(byName(shadow, '新增頂點'));
    }
    const result = await axe.run(host, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).to.deep.equal([]);
  });

  it('typed vertices build a polygon, and one can be removed', async () => {
    const seen: Array<AreaShape | null> = [];
    const { shadow } = await render(<AreaHarness seen={seen} />, MAP_PICKER_CSS);
    for (const [lat, lng] of [['25', '121.5'], ['25.1', '121.6'], ['24.9', '121.7'], ['24.8', '121.4']]) {
      await setValue(byName<HTMLInputElement>(shadow, '頂點緯度'), lat);
      await setValue(byName<HTMLInputElement>(shadow, '頂點經度'), lng);
      await click(byName(shadow, '新增頂點'));
    }
    expect(status(shadow)).to.equal('多邊形：4 個頂點');
    await click(byName(shadow, '刪除頂點 4'));
    expect(seen.at(-1)).to.deep.equal({ type: 'polygon', points: [{ lat: 25, lng: 121.5 }, { lat: 25.1, lng: 121.6 }, { lat: 24.9, lng: 121.7 }] });
    expect(byName<HTMLInputElement>(shadow, '頂點緯度').value).to.equal('');
  });

  it('a circle takes a typed centre and radius, and switching back keeps the polygon drawn before', async () => {
    const seen: Array<AreaShape | null> = [];
    const { shadow } = await render(<AreaHarness seen={seen} />, MAP_PICKER_CSS);
    await setValue(byName<HTMLInputElement>(shadow, '頂點緯度'), '25, 121.5');
    await click(byName(shadow, '新增頂點'));
    await click(byName(shadow, '圓形'));
    await setValue(byName<HTMLInputElement>(shadow, '圓心緯度'), '24.15, 120.67');
    await setValue(byName<HTMLInputElement>(shadow, '半徑（公尺）'), '800');
    expect(seen.at(-1)).to.deep.equal({ type: 'circle', center: { lat: 24.15, lng: 120.67 }, radius: 800 });
    await setValue(byName<HTMLInputElement>(shadow, '半徑（公尺）'), '10');
    expect(shadow.textContent).to.contain('半徑須介於 30 與 50,000 公尺之間');
    await click(byName(shadow, '多邊形'));
    expect(seen.at(-1)).to.deep.equal({ type: 'polygon', points: [{ lat: 25, lng: 121.5 }] });
  });
});
