import type { SettingCheckbox } from '../storage';
import { INDIVIDUAL_ZOOM } from './zoom';

/**
 * Which trucks of the fleet map get a label, and what the map says when ticked labels are hidden.
 * Pure rules shared by the map element (which draws the labels) and the server's manual (which
 * quotes the hint), so both say the same thing.
 */

/** Labels are text on the canvas: costly per glyph, so only a capped number of trucks in view get one. */
export const MAX_LABELS = 150;
/** Below INDIVIDUAL_ZOOM labels show only when the view holds few trucks (a small fleet, a filtered one). */
export const FEW_TRUCKS = 60;

/** How many of the trucks in view get a label at this zoom. */
export function labelLimit(zoom: number, inView: number): number {
  if (Math.round(zoom) >= INDIVIDUAL_ZOOM) return Math.min(inView, MAX_LABELS);
  return inView <= FEW_TRUCKS ? inView : 0;
}

/**
 * True when labels are ticked but this view draws none: the trucks are merged into clusters or too
 * many for readable labels at this zoom (issue 10, item 21: the map then says when they appear).
 */
export function labelsHidden(settings: SettingCheckbox, zoom: number, inView: number, clustered: boolean): boolean {
  return anyLabel(settings) && inView > 0 && (clustered || labelLimit(zoom, inView) === 0);
}

/** What the map says while labels are ticked but hidden. */
export const LABEL_HINT = `標籤於地圖放大至第 ${INDIVIDUAL_ZOOM} 級以上，或視野內不超過 ${FEW_TRUCKS} 輛車時顯示；請放大地圖或篩選車輛。`;

export function anyLabel(settings: SettingCheckbox): boolean {
  return settings.carNo || settings.driverName || settings.speed || settings.fence;
}
