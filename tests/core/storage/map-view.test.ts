// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readFms } from '../../../src/core/storage/keys';
import { forgetMapView, readMapView, validMapView, writeMapView } from '../../../src/core/storage/map-view';

beforeEach(() => localStorage.clear());

describe('remembered map views (spec 2.11, 9 fms.map)', () => {
  it('spec 2.11: the fence map keeps its own zoom and centre beside the monitor map', () => {
    writeMapView('monitor', { zoom: 8, center: [23.6, 120.9] });
    writeMapView('fence', { zoom: 15, center: [25.0478123456, 121.517] });
    expect(readMapView('fence')).toEqual({ zoom: 15, center: [25.047812, 121.517] });
    expect(readMapView('monitor')).toEqual({ zoom: 8, center: [23.6, 120.9] });
    expect(Object.keys(readFms().map).sort()).toEqual(['fence', 'monitor']);
  });

  it('spec 2.11: the history map forgets its view on entering, the others keep theirs', () => {
    writeMapView('monitor', { zoom: 8, center: [23.6, 120.9] });
    writeMapView('history', { zoom: 12, center: [25, 121.5] });
    forgetMapView('history');
    expect(readMapView('history')).toBeUndefined();
    expect(readMapView('monitor')).toEqual({ zoom: 8, center: [23.6, 120.9] });
  });

  it('spec 9: a map with nothing remembered, or a broken entry, has no view', () => {
    expect(readMapView('history')).toBeUndefined();
    localStorage.setItem('fms', JSON.stringify({ map: { fence: { zoom: 'x', center: [1] } } }));
    expect(readMapView('fence')).toBeUndefined();
  });

  it.each([
    [{ zoom: 7, center: [23, 121] }, true],
    [{ zoom: Number.NaN, center: [23, 121] }, false],
    [{ zoom: 7, center: [23] }, false],
    [undefined, false],
  ])('validMapView(%j) is %s', (view, valid) => {
    expect(validMapView(view)).toBe(valid);
  });
});
