/**
 * Truck sprites rasterised in plain JS into RGBA words (one Uint32 per pixel, in the byte order of
 * the platform, as an ImageData's buffer reads them), so the layer can copy them with a loop instead
 * of `drawImage`, which costs 4–9 µs a call in this software canvas (README.md, "Rendering 10,000 moving trucks").
 *
 * A sprite is a disc in the status colour with a white rim; statuses that move (driving, idling) add
 * a pointer in the heading, one sprite per 16 headings. Edges are anti-aliased by 4×4 supersampling.
 */
export const SPRITE_SIZE = 22;
export const HEADINGS = 16;

const littleEndian = new Uint8Array(new Uint32Array([0x01020304]).buffer)[0] === 0x04;

/** One pixel as the Uint32 an ImageData's buffer holds for r, g, b, a (0–255). */
export function packRgba(r: number, g: number, b: number, a: number): number {
  return littleEndian ? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

export function unpackAlpha(word: number): number {
  return littleEndian ? word >>> 24 : word & 0xff;
}

export function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The heading sector (0..HEADINGS-1) of a heading in degrees clockwise from north. */
export function headingSector(degrees: number): number {
  const d = ((degrees % 360) + 360) % 360;
  return Math.round(d / (360 / HEADINGS)) % HEADINGS;
}

export interface SpriteShape {
  color: string;
  /** Draw the heading pointer; heading in degrees clockwise from north. */
  pointer: boolean;
  heading: number;
}

const RADIUS = 7;
const RIM = 2;
const TIP = 10.8;
const BASE = RADIUS - 3;
const HALF_BASE = 5.5;

function inPointer(u: number, v: number, tip: number, halfBase: number): boolean {
  return u >= BASE && u <= tip && Math.abs(v) <= (halfBase * (tip - u)) / (tip - BASE);
}

/** Coverage of one sample point: 2 body (status colour), 1 rim (white), 0 outside. */
function sample(x: number, y: number, shape: SpriteShape, c: number): number {
  const dx = x - c;
  const dy = y - c;
  const r = Math.hypot(dx, dy);
  // u runs along the heading (north = up, clockwise), v across it.
  const a = (shape.heading * Math.PI) / 180;
  const u = dx * Math.sin(a) - dy * Math.cos(a);
  const v = dx * Math.cos(a) + dy * Math.sin(a);
  if (r <= RADIUS - RIM || (shape.pointer && inPointer(u, v, TIP - 2.4, HALF_BASE - 1.9))) return 2;
  if (r <= RADIUS || (shape.pointer && inPointer(u, v, TIP, HALF_BASE))) return 1;
  return 0;
}

/** Rasterises one sprite of SPRITE_SIZE² pixels; transparent outside the shape. */
export function rasterSprite(shape: SpriteShape): Uint32Array {
  const out = new Uint32Array(SPRITE_SIZE * SPRITE_SIZE);
  const [r, g, b] = parseHex(shape.color);
  const c = SPRITE_SIZE / 2;
  const n = 4;
  for (let y = 0; y < SPRITE_SIZE; y++) {
    for (let x = 0; x < SPRITE_SIZE; x++) {
      let body = 0;
      let rim = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const s = sample(x + (sx + 0.5) / n, y + (sy + 0.5) / n, shape, c);
          if (s === 2) body++;
          else if (s === 1) rim++;
        }
      }
      const covered = body + rim;
      if (covered === 0) continue;
      // Mix the rim's white with the body colour by their shares; alpha is the total coverage.
      const w = rim / covered;
      out[y * SPRITE_SIZE + x] = packRgba(
        Math.round(r * (1 - w) + 255 * w), Math.round(g * (1 - w) + 255 * w), Math.round(b * (1 - w) + 255 * w),
        Math.round((255 * covered) / (n * n)),
      );
    }
  }
  return out;
}

/** Sprites of each status colour × heading sector: `atlas[status][sector]`. */
export function buildAtlas(colors: readonly string[], pointer: readonly boolean[]): Uint32Array[][] {
  return colors.map((color, s) => Array.from({ length: HEADINGS }, (_, h) =>
    rasterSprite({ color, pointer: pointer[s], heading: (h * 360) / HEADINGS })));
}
