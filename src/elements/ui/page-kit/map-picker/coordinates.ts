import type { FenceShape } from '../../../../core/api/contract/fence';
import type { LatLng } from '../../../../core/api/contract/geo';

/**
 * Typed coordinates for the map pickers: what a user may type, what it means, and the message
 * when it means nothing. Pure, so the rules are tested without a map.
 */
export type { FenceShape, LatLng };
export type AreaShape = FenceShape;

/** Six decimals are about 11 cm: finer digits are noise from a click. */
export const roundCoord = (n: number) => Math.round(n * 1e6) / 1e6;

export const roundLatLng = ({ lat, lng }: LatLng): LatLng => ({ lat: roundCoord(lat), lng: roundCoord(lng) });

const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/;
const PAIR = /^\s*([-+]?\d+(?:\.\d+)?)\s*[,，\s]\s*([-+]?\d+(?:\.\d+)?)\s*$/;

export type ParsedNumber = { value: number; error?: undefined } | { value?: undefined; error: string };

/** A degree value: a decimal number within ±limit. */
export function parseDegree(text: string, what: '緯度' | '經度'): ParsedNumber {
  if (!text.trim()) return { error: `請輸入${what}` };
  if (!NUMBER.test(text)) return { error: `${what}須為數字，例如 ${what === '緯度' ? '25.0478' : '121.5170'}` };
  const limit = what === '緯度' ? 90 : 180;
  const value = Number(text);
  if (Math.abs(value) > limit) return { error: `${what}須介於 -${limit} 與 ${limit} 之間` };
  return { value: roundCoord(value) };
}

/** "25.0478, 121.5170" (or with a space or a full-width comma) as a point; null when it is not a pair. */
export function parsePair(text: string): LatLng | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const lat = parseDegree(match[1], '緯度');
  const lng = parseDegree(match[2], '經度');
  return lat.value !== undefined && lng.value !== undefined ? { lat: lat.value, lng: lng.value } : null;
}

export interface PointErrors {
  lat?: string;
  lng?: string;
}

/** Both texts as a point, or the message of each field that is wrong. */
export function parsePoint(latText: string, lngText: string): { point: LatLng; errors?: undefined } | { point?: undefined; errors: PointErrors } {
  const lat = parseDegree(latText, '緯度');
  const lng = parseDegree(lngText, '經度');
  if (lat.value !== undefined && lng.value !== undefined) return { point: { lat: lat.value, lng: lng.value } };
  return { errors: { lat: lat.error, lng: lng.error } };
}

/** Radius limits of a circular area, in metres (the fence contract's). */
export const RADIUS_MIN = 30;
export const RADIUS_MAX = 50_000;
export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 200;

export function parseRadius(text: string): ParsedNumber {
  if (!text.trim()) return { error: '請輸入半徑' };
  if (!NUMBER.test(text)) return { error: '半徑須為數字（公尺）' };
  const value = Math.round(Number(text));
  if (value < RADIUS_MIN || value > RADIUS_MAX) return { error: `半徑須介於 ${RADIUS_MIN} 與 ${RADIUS_MAX.toLocaleString('zh-TW')} 公尺之間` };
  return { value };
}

/** What is missing before an area can be saved; null when it is complete. */
export function areaProblem(area: AreaShape | null): string | null {
  if (!area) return '請在地圖上點選或輸入座標以設定範圍';
  if (area.type === 'polygon' && area.points.length < POLYGON_MIN_POINTS) return `多邊形至少需要 ${POLYGON_MIN_POINTS} 個頂點`;
  if (area.type === 'polygon' && area.points.length > POLYGON_MAX_POINTS) return `多邊形最多 ${POLYGON_MAX_POINTS} 個頂點`;
  return null;
}

/** A point as people read it: 25.047800, 121.517000. */
export const formatPoint = ({ lat, lng }: LatLng) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
