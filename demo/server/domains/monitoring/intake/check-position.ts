/**
 * Checks what a device sent (pure): a position on Earth that is a fix, a time neither ahead of the
 * server nor too old, numbers where numbers belong. A refusal names the field and says why in
 * words an installer can act on.
 */
import { DAY_MS } from '../../../../../src/core/format/time-units';
import type { SentPosition } from './sent-position';

/** How far ahead of the server a device clock may run (a phone's clock drifts). */
export const FUTURE_SLACK_MS = 5 * 60_000;
/** The oldest report taken: a phone offline for a while sends what it kept, up to this old. */
export const MAX_AGE_MS = 7 * DAY_MS;
const KNOT_KMH = 1.852;
const MPS_KMH = 3.6;
const MAX_SPEED_KMH = 400;

export interface CheckedPosition {
  udid: string;
  time: number;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
}

export type Refusal = { reason: 'badPosition' | 'badTime'; field: string; message: string };

/** A number from JSON or text; undefined when absent or empty, NaN when not a number. */
function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A device's time: epoch seconds or ms (as Traccar tells them apart), ISO 8601, or 'yyyy-MM-dd HH:mm:ss' in UTC. */
export function parseDeviceTime(value: unknown): number | null {
  const n = numberOf(value);
  if (n !== undefined && !Number.isNaN(n)) {
    if (!Number.isFinite(n) || n <= 0) return null;
    return n < 2 ** 31 - 1 ? n * 1000 : n;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})[ ](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const ms = plain ? Date.parse(`${plain[1]}-${plain[2]}-${plain[3]}T${plain[4]}:${plain[5]}:${plain[6]}Z`) : text.includes('T') ? Date.parse(text) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** The checked position, or why it is refused. `now` is the server's clock. */
export function checkPosition(sent: SentPosition, now: number): CheckedPosition | Refusal {
  const bad = (field: string, message: string): Refusal => ({ reason: 'badPosition', field, message });
  if (sent.valid === false || sent.valid === 'false' || sent.valid === '0') return bad('valid', '裝置回報此定位無效（valid=false），未採用。');
  const lat = numberOf(sent.lat);
  const lng = numberOf(sent.lng);
  if (lat === undefined) return bad('lat', '缺少緯度（lat）。');
  if (lng === undefined) return bad('lon', '缺少經度（lon）。');
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return bad('lat', '緯度（lat）須為 -90 至 90 之間的數字。');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) return bad('lon', '經度（lon）須為 -180 至 180 之間的數字。');
  if (lat === 0 && lng === 0) return bad('lat', '座標 (0, 0) 表示裝置尚未定位，未採用。');
  let time = now;
  if (sent.time !== undefined && sent.time !== '') {
    const parsed = parseDeviceTime(sent.time);
    if (parsed === null) return { reason: 'badTime', field: 'timestamp', message: '時間（timestamp）無法辨識：請用秒或毫秒的 Unix 時間，或 ISO 8601 格式。' };
    if (parsed > now + FUTURE_SLACK_MS) return { reason: 'badTime', field: 'timestamp', message: '時間（timestamp）晚於伺服器時間 5 分鐘以上，請校正裝置時鐘。' };
    if (parsed < now - MAX_AGE_MS) return { reason: 'badTime', field: 'timestamp', message: '時間（timestamp）早於 7 天前，未採用。' };
    time = parsed;
  }
  const speed = numberOf(sent.speed);
  if (speed !== undefined && (!Number.isFinite(speed) || speed * (sent.speedUnit === 'kn' ? KNOT_KMH : MPS_KMH) > MAX_SPEED_KMH)) {
    return bad('speed', '速度（speed）須為合理的數字。');
  }
  const optional = (value: unknown, field: string): number | null | Refusal => {
    const n = numberOf(value);
    if (n === undefined) return null;
    return Number.isFinite(n) ? n : bad(field, `${field} 須為數字。`);
  };
  const heading = optional(sent.heading, 'bearing');
  const altitude = optional(sent.altitude, 'altitude');
  const accuracy = optional(sent.accuracy, 'accuracy');
  const battery = optional(sent.battery, 'batt');
  for (const v of [heading, altitude, accuracy, battery]) if (v !== null && typeof v === 'object') return v;
  return {
    udid: sent.id,
    time,
    lat,
    lng,
    // a negative speed is a device's "unknown"
    speed: Math.max(0, (speed ?? 0) * (sent.speedUnit === 'kn' ? KNOT_KMH : MPS_KMH)),
    // a negative heading is a device's "unknown" too
    heading: heading === null || (heading as number) < 0 ? null : (heading as number) % 360,
    altitude: altitude as number | null,
    accuracy: accuracy as number | null,
    battery: battery as number | null,
  };
}
