import { SPRITE_SIZE, unpackAlpha } from './sprites';

/**
 * Copies a sprite's non-transparent pixels into a frame buffer (width × height words), centred on
 * (cx, cy) and clipped at the edges. Overlapping trucks overwrite rather than blend: at 10,000
 * trucks the cost of blending buys nothing visible.
 */
export function blitSprite(frame: Uint32Array, width: number, height: number, sprite: Uint32Array, cx: number, cy: number): void {
  const half = SPRITE_SIZE >> 1;
  const left = Math.round(cx) - half;
  const top = Math.round(cy) - half;
  const x0 = left < 0 ? -left : 0;
  const y0 = top < 0 ? -top : 0;
  const x1 = left + SPRITE_SIZE > width ? width - left : SPRITE_SIZE;
  const y1 = top + SPRITE_SIZE > height ? height - top : SPRITE_SIZE;
  for (let y = y0; y < y1; y++) {
    const row = (top + y) * width + left;
    const srow = y * SPRITE_SIZE;
    for (let x = x0; x < x1; x++) {
      const px = sprite[srow + x];
      if (px !== 0) frame[row + x] = px;
    }
  }
}

/** True when any pixel of the sprite drawn at (cx, cy) falls inside the frame. */
export function spriteVisible(width: number, height: number, cx: number, cy: number): boolean {
  const half = SPRITE_SIZE / 2;
  return cx + half >= 0 && cy + half >= 0 && cx - half < width && cy - half < height;
}

export { unpackAlpha };
