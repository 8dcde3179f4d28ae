/** A tiny uniform-grid spatial index over lat/lng boxes. */

export class GridIndex {
  private readonly cells = new Map<number, number[]>();
  constructor(readonly cellDeg: number) {}

  private key(ix: number, iy: number): number {
    // Taiwan spans well under 2^15 cells at any sensible cell size; shift into positive range.
    return (ix + 40_000) * 100_000 + (iy + 40_000);
  }

  /** Register item `id` over the box [minLat..maxLat] x [minLng..maxLng]. */
  insert(id: number, minLat: number, minLng: number, maxLat: number, maxLng: number): void {
    const x0 = Math.floor(minLng / this.cellDeg);
    const x1 = Math.floor(maxLng / this.cellDeg);
    const y0 = Math.floor(minLat / this.cellDeg);
    const y1 = Math.floor(maxLat / this.cellDeg);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const k = this.key(x, y);
        let list = this.cells.get(k);
        if (!list) {
          list = [];
          this.cells.set(k, list);
        }
        list.push(id);
      }
    }
  }

  /**
   * Call `visit` for every id registered in cells within `ring` cells of the point
   * (ids may repeat when an item spans several cells).
   */
  visit(lat: number, lng: number, ring: number, visit: (id: number) => void): void {
    const cx = Math.floor(lng / this.cellDeg);
    const cy = Math.floor(lat / this.cellDeg);
    for (let x = cx - ring; x <= cx + ring; x++) {
      for (let y = cy - ring; y <= cy + ring; y++) {
        const list = this.cells.get(this.key(x, y));
        if (list) for (let i = 0; i < list.length; i++) visit(list[i]);
      }
    }
  }
}
