import type { MonitorFleet } from '../../../../core/monitor-feed';
import type { FleetCar } from '../fleet/records';
import { HitGrid } from './hit-grid';

/**
 * What the last redraw put on screen, in drawing order: a truck (its fleet row) or a cluster bubble
 * (-1) at a container point. Labels read it, and clicks hit-test it through a grid that is built
 * only when asked after a redraw. A truck's record is built only when asked for (fleet.row).
 */
export class DrawnMarkers {
  private xs = new Float32Array(256);
  private ys = new Float32Array(256);
  private rows = new Int32Array(256);
  private fleet: MonitorFleet | null = null;
  private n = 0;
  private readonly grid = new HitGrid(32);
  private gridFresh = false;

  get count(): number {
    return this.n;
  }

  /** Starts a redraw of trucks from `fleet`. */
  clear(fleet: MonitorFleet | null): void {
    this.fleet = fleet;
    this.n = 0;
    this.gridFresh = false;
  }

  /** A truck by its fleet row, or a bubble (-1). */
  add(row: number, x: number, y: number): void {
    if (this.n >= this.xs.length) {
      const grow = <T extends Float32Array | Int32Array>(a: T, make: (n: number) => T) => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.xs = grow(this.xs, (n) => new Float32Array(n));
      this.ys = grow(this.ys, (n) => new Float32Array(n));
      this.rows = grow(this.rows, (n) => new Int32Array(n));
    }
    this.xs[this.n] = x;
    this.ys[this.n] = y;
    this.rows[this.n] = row;
    this.n++;
  }

  x(k: number): number { return this.xs[k]; }
  y(k: number): number { return this.ys[k]; }
  car(k: number): FleetCar | null {
    const row = this.rows[k];
    return row < 0 || !this.fleet ? null : this.fleet.row(row);
  }

  /** The marker nearest (x, y) within `radius` px in a width × height view, or undefined. */
  hitAt(x: number, y: number, radius: number, width: number, height: number): { car: FleetCar | null } | undefined {
    if (!this.gridFresh) {
      this.grid.reset(width, height, this.n);
      for (let k = 0; k < this.n; k++) this.grid.add(k, this.xs[k], this.ys[k]);
      this.gridFresh = true;
    }
    const k = this.grid.nearest(x, y, radius);
    return k < 0 ? undefined : { car: this.car(k) };
  }
}
