import type { SettingCheckbox } from '../../../core/storage';
import { formatSpeed } from '../../../core/format';
import type { FleetCar } from '../fleet/records';
import { INDIVIDUAL_ZOOM } from './clusters';

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

/** The label lines of a truck: carNo and driver on the first, speed and fences on the second. */
export function labelLines(car: FleetCar, settings: SettingCheckbox): string[] {
  const first = [settings.carNo ? car.carNo : '', settings.driverName ? car.driverName : ''].filter(Boolean).join(' ');
  const second = [settings.speed ? formatSpeed(car.speed) : '', settings.fence && car.fences.length ? car.fences.join('、') : '']
    .filter(Boolean).join(' ');
  return [first, second].filter(Boolean);
}
