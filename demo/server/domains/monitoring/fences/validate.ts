import type { FenceInput } from '../../../../../src/core/api/contract/fence';
import { isInTaiwan } from '../../../geo';
import { badInput } from '../../../http/errors';

/** Rules the schema cannot say: the fence is in Taiwan, and a delayed trigger has its base trigger's direction. */
export function checkFence(input: FenceInput): void {
  const points = input.shape.type === 'circle' ? [input.shape.center] : input.shape.points;
  points.forEach((p, i) => {
    if (!isInTaiwan(p.lat, p.lng)) {
      throw badInput(input.shape.type === 'circle' ? 'shape.center' : `shape.points.${i}`, '圍籬位置須在臺灣境內。');
    }
  });
  const { enter, leave, delayedEnterMinutes, delayedLeaveMinutes } = input.triggers;
  if (!enter && !leave && !delayedEnterMinutes && !delayedLeaveMinutes) {
    throw badInput('triggers', '請至少選擇一種觸發條件（進入、離開或延遲進出）。');
  }
  if (new Set(input.options.carUids).size !== input.options.carUids.length) {
    throw badInput('options.carUids', '車輛不可重複。');
  }
}
