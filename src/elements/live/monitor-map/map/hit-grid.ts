/**
 * Click hit-testing over thousands of drawn markers: screen positions bucketed into square cells
 * (linked lists in typed arrays, no per-marker objects), so a click looks at a few cells only.
 * Later insertions are drawn on top, so on a tie the later one wins.
 */
export class HitGrid {
  private cols = 0;
  private rows = 0;
  private head = new Int32Array(0);
  private next = new Int32Array(0);
  private xs = new Float32Array(0);
  private ys = new Float32Array(0);
  private ids = new Int32Array(0);
  private count = 0;

  constructor(private readonly cell = 32) {}

  /** Empties the grid for a viewport of width × height px holding up to `capacity` markers. */
  reset(width: number, height: number, capacity: number): void {
    this.cols = Math.max(1, Math.ceil(width / this.cell));
    this.rows = Math.max(1, Math.ceil(height / this.cell));
    const cells = this.cols * this.rows;
    if (this.head.length < cells) this.head = new Int32Array(cells);
    this.head.fill(-1, 0, cells);
    if (this.next.length < capacity) {
      this.next = new Int32Array(capacity);
      this.xs = new Float32Array(capacity);
      this.ys = new Float32Array(capacity);
      this.ids = new Int32Array(capacity);
    }
    this.count = 0;
  }

  get size(): number {
    return this.count;
  }

  /** Adds marker `id` at (x, y); positions outside the viewport are ignored. */
  add(id: number, x: number, y: number): void {
    const cx = Math.floor(x / this.cell);
    const cy = Math.floor(y / this.cell);
    if (cx < 0 || cy < 0 || cx >= this.cols || cy >= this.rows || this.count >= this.next.length) return;
    const k = this.count++;
    const c = cy * this.cols + cx;
    this.xs[k] = x;
    this.ys[k] = y;
    this.ids[k] = id;
    this.next[k] = this.head[c];
    this.head[c] = k;
  }

  /** The id of the marker nearest (x, y) within `radius` px, or -1. */
  nearest(x: number, y: number, radius: number): number {
    const r2 = radius * radius;
    let best = -1;
    let bestD = Infinity;
    let bestK = -1;
    const c0 = Math.max(0, Math.floor((x - radius) / this.cell));
    const c1 = Math.min(this.cols - 1, Math.floor((x + radius) / this.cell));
    const r0 = Math.max(0, Math.floor((y - radius) / this.cell));
    const r1 = Math.min(this.rows - 1, Math.floor((y + radius) / this.cell));
    for (let cy = r0; cy <= r1; cy++) {
      for (let cx = c0; cx <= c1; cx++) {
        for (let k = this.head[cy * this.cols + cx]; k !== -1; k = this.next[k]) {
          const d = (this.xs[k] - x) ** 2 + (this.ys[k] - y) ** 2;
          if (d > r2) continue;
          if (d < bestD - 0.01 || (Math.abs(d - bestD) <= 0.01 && k > bestK)) {
            bestD = d;
            best = this.ids[k];
            bestK = k;
          }
        }
      }
    }
    return best;
  }
}
