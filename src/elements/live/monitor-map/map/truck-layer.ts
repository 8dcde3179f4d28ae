import L from 'leaflet';
import { DEFAULT_SETTING_CHECKBOX, type SettingCheckbox } from '../../../../core/storage';
import { CAR_STATUSES } from '../../../../core/catalogue';
import { anyLabel, labelLimit, labelsHidden } from '../../../../core/monitor-map';
import type { MonitorFleet } from '../../../../core/monitor-feed';
import { EMPTY_SNAPSHOT, rowOfEntry, STATUS_KEYS, snapshotOf, type FleetCar, type FleetSnapshot } from '../fleet/records';
import { blitSprite, spriteVisible } from './blit';
import { ClusterSource } from './cluster-source';
import { CLUSTER_MIN_TRUCKS, CLUSTER_MIN_ZOOM, drawsClusters, type ClusterLevels } from './clusters';
import { drawBubble, drawLabel, drawSelection } from './frame';
import { DrawnMarkers } from './drawn';
import { labelLines } from './labels';
import { projectAll } from './mercator';
import { buildAtlas } from './sprites';

export interface TruckLayerOptions {
  /** A truck was clicked on the map. */
  onTruckActivate?: (car: FleetCar) => void;
  /** Ticked labels became hidden (clusters, or too many trucks at this zoom) or shown again. */
  onLabelsHiddenChange?: (hidden: boolean) => void;
  /** Cluster bubbles below INDIVIDUAL_ZOOM for large fleets; off draws every truck at every zoom. */
  clusters?: boolean;
  /** The Worker that rebuilds the cluster index; null builds on the main thread. */
  createWorker?: () => Worker | null;
}

export interface TruckLayerStats {
  draws: number;
  drawn: number;
  clustersDrawn: number;
  usesWorker: boolean;
}

let atlas: Uint32Array[][] | null = null;
const spriteAtlas = () => (atlas ??= buildAtlas(STATUS_KEYS.map((k) => CAR_STATUSES[k].color), STATUS_KEYS.map((k) => k === 'driving' || k === 'idling')));

const HIT_RADIUS = 13;

/**
 * The monitor's trucks on one <canvas> (README.md, "Rendering 10,000 moving trucks"): sprites are copied into one
 * ImageData in plain JS and put once per redraw; clusters, the selection ring and labels are drawn
 * over it. A change (data, pan, selection) only marks the layer dirty; the redraw happens once in
 * the next animation frame. Positions are projected only when the data or the zoom changes.
 */
export class TruckLayer extends L.Layer {
  private map: L.Map | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private ctx: CanvasRenderingContext2D | null = null;
  private image: ImageData | null = null;
  private frame = new Uint32Array(0);
  private snap: FleetSnapshot = EMPTY_SNAPSHOT;
  private px = new Float64Array(0);
  private py = new Float64Array(0);
  private projKey = '';
  private levels: ClusterLevels | null = null;
  private levelSnap: FleetSnapshot = EMPTY_SNAPSHOT;
  private clusterSource: ClusterSource | null = null;
  /** The last few data generations, for cluster levels built from one of them. */
  private readonly recentSnaps = new Map<number, FleetSnapshot>();
  private selectedUid: string | null = null;
  private following = false;
  private settings: SettingCheckbox = DEFAULT_SETTING_CHECKBOX;
  private labelsWereHidden = false;
  private raf = 0;
  private zooming = false;
  private readonly drawn = new DrawnMarkers();
  private drawnWaiters: Array<() => void> = [];
  readonly stats: TruckLayerStats = { draws: 0, drawn: 0, clustersDrawn: 0, usesWorker: false };

  constructor(private readonly opts: TruckLayerOptions = {}) {
    super();
  }

  onAdd(map: L.Map): this {
    this.map = map;
    const pane = map.getPane('trucks') ?? map.createPane('trucks');
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    this.canvas = L.DomUtil.create('canvas', 'fms-truck-canvas', pane);
    this.canvas.setAttribute('aria-hidden', 'true');
    this.ctx = this.canvas.getContext('2d');
    this.requestClusters();
    map.on('move resize viewreset', this.markDirty, this);
    map.on('zoomstart', this.zoomStart, this);
    map.on('zoomend', this.zoomEnd, this);
    map.on('click', this.click, this);
    map.on('mousemove', this.hover, this);
    this.markDirty();
    return this;
  }

  onRemove(map: L.Map): this {
    map.off('move resize viewreset', this.markDirty, this);
    map.off('zoomstart', this.zoomStart, this);
    map.off('zoomend', this.zoomEnd, this);
    map.off('click', this.click, this);
    map.off('mousemove', this.hover, this);
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.clusterSource?.close();
    this.clusterSource = null;
    this.canvas?.remove();
    this.canvas = null;
    this.map = null;
    return this;
  }

  /**
   * Replaces the trucks (each /fms-monitor message replaces the data, spec 4): the fleet's rows in
   * `shown`, or all of them when it is null. The fleet's columns are read as they are.
   */
  setFleet(fleet: MonitorFleet | null, shown: Uint32Array | null = null): void {
    this.snap = fleet ? snapshotOf(fleet, shown) : EMPTY_SNAPSHOT;
    this.recentSnaps.set(this.snap.generation, this.snap);
    for (const generation of this.recentSnaps.keys()) if (this.recentSnaps.size > 4) this.recentSnaps.delete(generation);
    this.projKey = '';
    this.requestClusters();
    this.markDirty();
  }

  setSelection(carUid: string | null, following: boolean): void {
    if (carUid === this.selectedUid && following === this.following) return;
    this.selectedUid = carUid;
    this.following = following;
    this.markDirty();
  }

  setLabels(settings: SettingCheckbox): void {
    this.settings = settings;
    this.markDirty();
  }

  /** The current position of a truck, or null when it is not on the map. */
  positionOf(carUid: string): L.LatLng | null {
    const k = this.entryOf(carUid);
    return k < 0 ? null : L.latLng(this.snap.lat[k], this.snap.lng[k]);
  }

  /** A truck's entry in the snapshot (-1 when it is not shown): the shown rows ascend, so a binary search. */
  private entryOf(carUid: string): number {
    const row = this.snap.fleet?.indexOf(carUid) ?? -1;
    const rows = this.snap.rows;
    if (row < 0 || !rows) return row;
    let lo = 0;
    let hi = rows.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid] === row) return mid;
      if (rows[mid] < row) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Settles once the layer has drawn its current data (the next frame it draws). */
  whenDrawn(): Promise<void> {
    return new Promise((resolve) => {
      this.drawnWaiters.push(resolve);
      this.markDirty();
    });
  }

  markDirty(): void {
    if (this.raf || !this.map) return;
    this.raf = requestAnimationFrame(() => {
      this.raf = 0;
      this.draw();
    });
  }

  private requestClusters(): void {
    if (this.opts.clusters === false || !this.map || this.snap.count <= CLUSTER_MIN_TRUCKS) return;
    // The Worker starts with the first fleet large enough to cluster.
    if (!this.clusterSource) {
      this.clusterSource = new ClusterSource((levels) => this.takeLevels(levels), this.opts.createWorker);
      this.stats.usesWorker = this.clusterSource.usesWorker;
    }
    this.clusterSource.request({ ...this.snap, statusCount: STATUS_KEYS.length });
  }

  private takeLevels(levels: ClusterLevels): void {
    this.levels = levels;
    // The levels name trucks by their index in the data they were built from, which may be older.
    this.levelSnap = this.recentSnaps.get(levels.generation) ?? this.snap;
    this.markDirty();
  }

  private zoomStart(): void {
    this.zooming = true;
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  private zoomEnd(): void {
    this.zooming = false;
    if (this.canvas) this.canvas.style.visibility = '';
    this.markDirty();
  }

  private ensureSize(width: number, height: number): boolean {
    if (!this.canvas || !this.ctx || width <= 0 || height <= 0) return false;
    if (this.image && this.image.width === width && this.image.height === height) return true;
    this.canvas.width = width;
    this.canvas.height = height;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.image = this.ctx.createImageData(width, height);
    this.frame = new Uint32Array(this.image.data.buffer);
    return true;
  }

  private draw(): void {
    const map = this.map;
    if (!map || this.zooming) return;
    const size = map.getSize();
    if (!this.ensureSize(size.x, size.y)) {
      // A map with no size (a hidden tab of the host page) shows nothing: what waits for its first
      // frame need not wait for it to be shown.
      this.settleDrawn();
      return;
    }
    const ctx = this.ctx!;
    const topLeft = map.containerPointToLayerPoint([0, 0]);
    L.DomUtil.setPosition(this.canvas!, topLeft);
    const origin = topLeft.add(map.getPixelOrigin());
    const zoom = map.getZoom();
    const sprites = spriteAtlas();
    const { width, height } = this.image!;
    this.frame.fill(0);
    const bubbles: number[] = [];
    const level = this.levels && drawsClusters(zoom, this.snap.count) ? this.levels.levels[Math.round(zoom) - CLUSTER_MIN_ZOOM] : undefined;
    this.drawn.clear(level ? this.levelSnap.fleet : this.snap.fleet);
    if (level) {
      const lx = new Float64Array(level.count);
      const ly = new Float64Array(level.count);
      projectAll(level.lat, level.lng, level.count, zoom, lx, ly);
      for (let k = 0; k < level.count; k++) {
        const x = lx[k] - origin.x;
        const y = ly[k] - origin.y;
        if (!spriteVisible(width, height, x, y) && level.size[k] === 1) continue;
        if (level.size[k] === 1) {
          blitSprite(this.frame, width, height, sprites[level.status[k]][level.sector[k]], x, y);
          this.drawn.add(level.id[k] < this.levelSnap.count ? rowOfEntry(this.levelSnap, level.id[k]) : -1, x, y);
        } else if (x > -40 && y > -40 && x < width + 40 && y < height + 40) {
          bubbles.push(x, y, level.size[k], level.status[k]);
        }
      }
    } else {
      this.project(zoom);
      const snap = this.snap;
      const { count, status, sector } = snap;
      for (let i = 0; i < count; i++) {
        const x = this.px[i] - origin.x;
        const y = this.py[i] - origin.y;
        if (!spriteVisible(width, height, x, y)) continue;
        blitSprite(this.frame, width, height, sprites[status[i]][sector[i]], x, y);
        this.drawn.add(rowOfEntry(snap, i), x, y);
      }
    }
    ctx.putImageData(this.image!, 0, 0);
    for (let b = 0; b < bubbles.length; b += 4) {
      drawBubble(ctx, bubbles[b], bubbles[b + 1], bubbles[b + 2], bubbles[b + 3]);
      this.drawn.add(-1, bubbles[b], bubbles[b + 1]);
    }
    this.drawOverlays(ctx, zoom, origin, !!level);
    this.stats.draws++;
    this.stats.drawn = this.drawn.count - bubbles.length / 4;
    this.stats.clustersDrawn = bubbles.length / 4;
    this.settleDrawn();
  }

  private settleDrawn(): void {
    for (const resolve of this.drawnWaiters.splice(0)) resolve();
  }

  private project(zoom: number): void {
    const key = `${this.snap.generation}:${zoom}`;
    if (key === this.projKey) return;
    if (this.px.length < this.snap.count) {
      this.px = new Float64Array(this.snap.count);
      this.py = new Float64Array(this.snap.count);
    }
    projectAll(this.snap.lat, this.snap.lng, this.snap.count, zoom, this.px, this.py);
    this.projKey = key;
  }

  private drawOverlays(ctx: CanvasRenderingContext2D, zoom: number, origin: L.Point, clustered: boolean): void {
    const hidden = labelsHidden(this.settings, zoom, this.drawn.count, clustered);
    if (hidden !== this.labelsWereHidden) {
      this.labelsWereHidden = hidden;
      this.opts.onLabelsHiddenChange?.(hidden);
    }
    if (anyLabel(this.settings) && !clustered) {
      const limit = labelLimit(zoom, this.drawn.count);
      for (let k = 0; k < limit; k++) {
        const car = this.drawn.car(k);
        if (car) drawLabel(ctx, this.drawn.x(k), this.drawn.y(k), labelLines(car, this.settings));
      }
    }
    const selected = this.selectedUid === null ? -1 : this.entryOf(this.selectedUid);
    if (selected >= 0 && this.map) {
      const p = this.map.project([this.snap.lat[selected], this.snap.lng[selected]], zoom).subtract(origin);
      drawSelection(ctx, p.x, p.y, this.following);
    }
  }

  /** The truck (or cluster: null car) under a container point, or undefined. */
  hitAt(x: number, y: number): { car: FleetCar | null } | undefined {
    return this.image ? this.drawn.hitAt(x, y, HIT_RADIUS, this.image.width, this.image.height) : undefined;
  }

  private click(event: L.LeafletMouseEvent): void {
    const hit = this.hitAt(event.containerPoint.x, event.containerPoint.y);
    if (!hit || !this.map) return;
    if (hit.car) this.opts.onTruckActivate?.(hit.car);
    else this.map.setView(event.latlng, Math.min(this.map.getZoom() + 2, this.map.getMaxZoom()));
  }

  private hover(event: L.LeafletMouseEvent): void {
    const hit = this.hitAt(event.containerPoint.x, event.containerPoint.y);
    this.map?.getContainer().classList.toggle('fms-over-truck', !!hit);
  }
}
