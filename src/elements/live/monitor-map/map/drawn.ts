import type { FleetCar } from '../fleet/records';
import { HitGrid } from './hit-grid';

/**
 * What the last redraw put on screen, in drawing order: a truck (its record) or a cluster bubble
 * (null) at a container point. Labels read it, and clicks hit-test it through a grid that is built
 * only when asked after a redraw.
 */
export class DrawnMarkers {
  private xs = new Float32Array(256);
  private ys = new Float32Array(256);
  private cars: Array<FleetCar | null> = [];
  private n = 0;
  private readonly grid = new HitGrid(32);
  private gridFresh = false;

  get count(): number {
    return this.n;
  }

  clear(): void {
    this.n = 0;
    this.gridFresh = false;
  }

  add(car: FleetCar | null, x: number, y: number): void {
    if (this.n >= this.xs.length) {
      const nx = new Float32Array(this.xs.length * 2); nx.set(this.xs); this.xs = nx;
      const ny = new Float32Array(this.ys.length * 2); ny.set(this.ys); this.ys = ny;
    }
    this.xs[this.n] = x;
    this.ys[this.n] = y;
    this.cars[this.n] = car;
    this.n++;
  }

  x(k: number): number { return this.xs[k]; }
  y(k: number): number { return this.ys[k]; }
  car(k: number): FleetCar | null { return this.cars[k]; }

  /** The marker nearest (x, y) within `radius` px in a width × height view, or undefined. */
  hitAt(x: number, y: number, radius: number, width: number, height: number): { car: FleetCar | null } | undefined {
    if (!this.gridFresh) {
      this.grid.reset(width, height, this.n);
      for (let k = 0; k < this.n; k++) this.grid.add(k, this.xs[k], this.ys[k]);
      this.gridFresh = true;
    }
    const k = this.grid.nearest(x, y, radius);
    return k < 0 ? undefined : { car: this.cars[k] };
  }
}
