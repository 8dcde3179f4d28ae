import L from 'leaflet';
import { expect } from '@esm-bundle/chai';
import { blitSprite } from '../../../../src/elements/live/monitor-map/map/blit';
import { INDIVIDUAL_ZOOM } from '../../../../src/core/monitor-map';
import { buildClusterLevels, CLUSTER_MIN_TRUCKS, CLUSTER_MIN_ZOOM, dominant, drawsClusters } from '../../../../src/elements/live/monitor-map/map/clusters';
import { ClusterSource } from '../../../../src/elements/live/monitor-map/map/cluster-source';
import { HitGrid } from '../../../../src/elements/live/monitor-map/map/hit-grid';
import { projectX, projectY } from '../../../../src/elements/live/monitor-map/map/mercator';
import { headingSector, packRgba, rasterSprite, SPRITE_SIZE, unpackAlpha } from '../../../../src/elements/live/monitor-map/map/sprites';
import { defaultView, startView } from '../../../../src/elements/live/monitor-map/map/view';
import { basemapNeeded } from '../../../../src/elements/shared/ui/map/tiles';

describe('monitor map: clustering thresholds', () => {
  it('a small fleet is never clustered, at any zoom', () => {
    expect(drawsClusters(5, CLUSTER_MIN_TRUCKS)).to.equal(false);
  });

  it('a large fleet is clustered below the individual zoom and drawn truck by truck from it on', () => {
    expect(drawsClusters(INDIVIDUAL_ZOOM - 1, 10_000)).to.equal(true);
    expect(drawsClusters(INDIVIDUAL_ZOOM, 10_000)).to.equal(false);
  });

  it('every truck is in exactly one item of each level, and a lone truck keeps its index', () => {
    const count = 2000;
    const input = {
      generation: 1, count, statusCount: 6,
      lat: Float64Array.from({ length: count }, (_, i) => 22 + (i % 50) * 0.06),
      lng: Float64Array.from({ length: count }, (_, i) => 120 + Math.floor(i / 50) * 0.04),
      status: Uint8Array.from({ length: count }, (_, i) => i % 3),
      sector: new Uint8Array(count),
    };
    const { levels, generation } = buildClusterLevels(input);
    expect(generation).to.equal(1);
    expect(levels.map((l) => l.zoom)).to.deep.equal(Array.from({ length: INDIVIDUAL_ZOOM - CLUSTER_MIN_ZOOM }, (_, k) => CLUSTER_MIN_ZOOM + k));
    for (const level of levels) expect(level.size.reduce((a, b) => a + b, 0)).to.equal(count);
    const deepest = levels[levels.length - 1];
    const lone = Array.from(deepest.id).findIndex((id) => id >= 0);
    expect(lone).to.be.greaterThan(-1);
    expect(deepest.size[lone]).to.equal(1);
    expect(deepest.lat[lone]).to.be.closeTo(input.lat[deepest.id[lone]], 1e-9);
    expect(levels[0].count).to.be.lessThan(deepest.count);
  });

  it('a cluster takes the colour of the status most of its trucks have; a tie goes to the first status', () => {
    expect(dominant([1, 5, 2])).to.equal(1);
    expect(dominant([3, 3, 0])).to.equal(0);
  });
});

describe('monitor map: hit-testing grid', () => {
  it('finds the nearest marker within the radius and nothing beyond it', () => {
    const grid = new HitGrid(32);
    grid.reset(400, 300, 10);
    grid.add(1, 100, 100);
    grid.add(2, 130, 100);
    expect(grid.nearest(104, 101, 12)).to.equal(1);
    expect(grid.nearest(125, 100, 12)).to.equal(2);
    expect(grid.nearest(300, 200, 12)).to.equal(-1);
  });

  it('finds a marker across a cell border', () => {
    const grid = new HitGrid(32);
    grid.reset(400, 300, 10);
    grid.add(7, 63, 63);
    expect(grid.nearest(66, 66, 10)).to.equal(7);
  });

  it('on two markers at one spot, the one drawn last (on top) wins', () => {
    const grid = new HitGrid(32);
    grid.reset(400, 300, 10);
    grid.add(1, 50, 50);
    grid.add(2, 50, 50);
    expect(grid.nearest(50, 50, 5)).to.equal(2);
  });

  it('ignores positions outside the viewport, and a reset empties it', () => {
    const grid = new HitGrid(32);
    grid.reset(100, 100, 10);
    grid.add(1, -5, 50);
    grid.add(2, 50, 50);
    expect(grid.size).to.equal(1);
    grid.reset(100, 100, 10);
    expect(grid.nearest(50, 50, 10)).to.equal(-1);
  });
});

describe('monitor map: sprite rasteriser', () => {
  const opaque = (sprite: Uint32Array) => Array.from(sprite.keys()).filter((k) => unpackAlpha(sprite[k]) > 0);

  it('keeps every painted pixel inside the sprite box, and paints the centre in the status colour', () => {
    const sprite = rasterSprite({ color: '#8bb51e', pointer: true, heading: 0 });
    expect(sprite.length).to.equal(SPRITE_SIZE * SPRITE_SIZE);
    const c = (SPRITE_SIZE / 2) * SPRITE_SIZE + SPRITE_SIZE / 2;
    expect(sprite[c]).to.equal(packRgba(0x8b, 0xb5, 0x1e, 255));
    // Nothing is painted on the outermost ring of pixels except along the pointer's axis.
    const edge = opaque(sprite).filter((k) => k % SPRITE_SIZE === 0 || k % SPRITE_SIZE === SPRITE_SIZE - 1);
    expect(edge).to.deep.equal([]);
  });

  it('points the heading pointer where the truck drives: east is right of the centre', () => {
    const east = rasterSprite({ color: '#8bb51e', pointer: true, heading: 90 });
    const right = opaque(east).filter((k) => k % SPRITE_SIZE >= SPRITE_SIZE / 2 + 8).length;
    const left = opaque(east).filter((k) => k % SPRITE_SIZE < SPRITE_SIZE / 2 - 8).length;
    expect(right).to.be.greaterThan(0);
    expect(left).to.equal(0);
  });

  it('draws a plain disc, symmetric, without a pointer', () => {
    const disc = rasterSprite({ color: '#2e90b7', pointer: false, heading: 90 });
    const px = (x: number, y: number) => disc[y * SPRITE_SIZE + x];
    expect(px(4, 11)).to.equal(px(SPRITE_SIZE - 1 - 4, 11));
  });

  it('maps headings to 16 sectors, wrapping at north', () => {
    expect([0, 11, 12, 90, 359, 360, -90].map(headingSector)).to.deep.equal([0, 0, 1, 4, 0, 0, 12]);
  });

  it('clips a sprite blitted across the frame corner without writing outside the frame', () => {
    const backing = new Uint32Array(300);
    const frame = backing.subarray(100, 200);
    const sprite = rasterSprite({ color: '#ff6565', pointer: false, heading: 0 });
    blitSprite(frame, 10, 10, sprite, 0, 0);
    blitSprite(frame, 10, 10, sprite, 9.6, 9.6);
    blitSprite(frame, 10, 10, sprite, -30, 50);
    expect(frame.some((p) => p !== 0)).to.equal(true);
    expect(backing.subarray(0, 100).every((p) => p === 0)).to.equal(true);
    expect(backing.subarray(200).every((p) => p === 0)).to.equal(true);
  });
});

describe('monitor map: view and basemap', () => {
  it('spec 2.11: entering the screen resets the view to the default, whatever was remembered', () => {
    const stored = { zoom: 14, center: [25.03, 121.56] as [number, number] };
    expect(startView(stored, true, 700)).to.deep.equal(defaultView(700));
  });

  it('spec 2.11: a map rebuilt while on the screen comes back to the remembered view', () => {
    const stored = { zoom: 14, center: [25.03, 121.56] as [number, number] };
    expect(startView(stored, false, 700)).to.deep.equal(stored);
    expect(startView(undefined, false, 700)).to.deep.equal(defaultView(700));
    expect(startView({ zoom: Number.NaN, center: [0, 0] }, false, 700)).to.deep.equal(defaultView(700));
  });

  it('the default view fits the island to the map height', () => {
    expect(defaultView(720).zoom).to.equal(8);
    expect(defaultView(500).zoom).to.equal(7);
  });

  it('the offline basemap shows without a tile URL and while tiles fail, not merely before they load (issue 23, 7)', () => {
    expect(basemapNeeded('', { loaded: 9, failed: 0 })).to.equal(true);
    expect(basemapNeeded('', { loaded: 0, failed: 0 })).to.equal(true);
    expect(basemapNeeded('https://t/{z}/{x}/{y}.png', { loaded: 0, failed: 0 })).to.equal(false);
    expect(basemapNeeded('https://t/{z}/{x}/{y}.png', { loaded: 0, failed: 6 })).to.equal(true);
    expect(basemapNeeded('https://t/{z}/{x}/{y}.png', { loaded: 12, failed: 0 })).to.equal(false);
  });

  it('projects as Leaflet does (EPSG:3857), so sprites sit where Leaflet puts the map', () => {
    for (const [lat, lng, zoom] of [[25.03, 121.56, 8], [22.6, 120.3, 12], [23.7, 121, 5.5]]) {
      const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);
      expect(projectX(lng, zoom)).to.be.closeTo(p.x, 1e-6);
      expect(projectY(lat, zoom)).to.be.closeTo(p.y, 1e-6);
    }
  });
});

describe('monitor map: cluster index source', () => {
  const input = (generation: number) => ({
    generation, count: 400, statusCount: 6,
    lat: Float64Array.from({ length: 400 }, (_, i) => 22 + i * 0.005), lng: Float64Array.from({ length: 400 }, () => 120.5),
    status: new Uint8Array(400), sector: new Uint8Array(400),
  });

  it('builds on the main thread when the Worker cannot start, and only the latest of queued requests', async () => {
    const got: number[] = [];
    const source = new ClusterSource((levels) => got.push(levels.generation), () => new Worker(URL.createObjectURL(new Blob(['throw new Error("no worker here")'], { type: 'text/javascript' }))));
    source.request(input(1));
    source.request(input(2));
    source.request(input(3));
    const started = performance.now();
    while (!got.includes(3) && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
    source.close();
    expect(got[got.length - 1]).to.equal(3);
    expect(got).to.not.include(2);
  });
});
