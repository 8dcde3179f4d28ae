import { CAR_STATUSES } from '../../../../core/catalogue';
import { STATUS_KEYS } from '../fleet/records';

/** Vector parts of a frame, drawn with the 2D API over the blitted sprites (a few hundred at most). */

const FONT = '12px "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif';

/** Bubble radius grows with the log of the count, so 10 and 1,000 trucks stay tellable apart. */
export function bubbleRadius(size: number): number {
  return Math.min(30, 11 + 4 * Math.log10(Math.max(1, size)));
}

export function drawBubble(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, status: number): void {
  const r = bubbleRadius(size);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = CAR_STATUSES[STATUS_KEYS[status] ?? 'error'].color;
  ctx.globalAlpha = 0.88;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#111827';
  ctx.font = `bold ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(size > 9999 ? `${Math.round(size / 1000)}k` : String(size), x, y + 0.5);
}

/** A ring around the selected (or followed) truck. */
export function drawSelection(ctx: CanvasRenderingContext2D, x: number, y: number, following: boolean): void {
  ctx.beginPath();
  ctx.arc(x, y, 15, 0, Math.PI * 2);
  ctx.lineWidth = 3;
  ctx.strokeStyle = following ? '#c2410c' : '#1f6fb2';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, 18, 0, Math.PI * 2);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/** A label box below-right of a truck: dark text on a white halo, one line per entry. */
export function drawLabel(ctx: CanvasRenderingContext2D, x: number, y: number, lines: readonly string[]): void {
  ctx.font = FONT;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255,255,255,0.95)';
  ctx.fillStyle = '#111827';
  lines.forEach((line, k) => {
    const ly = y + 9 + k * 14;
    ctx.strokeText(line, x + 10, ly);
    ctx.fillText(line, x + 10, ly);
  });
}
