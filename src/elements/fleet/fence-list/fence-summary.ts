import type { Fence, FenceShape, FenceTriggers } from '../../../core/api/contract/fence';
import { FENCE_TRIGGERS, fenceIconLabel } from '../../../core/catalogue/fences';
import { formatTaipei } from '../../../core/format';

/** How a fence reads in the list: its area, its triggers and when it last changed. */

export function shapeSummary(shape: FenceShape): string {
  return shape.type === 'circle' ? `圓形，半徑 ${shape.radius.toLocaleString('zh-TW')} 公尺` : `多邊形，${shape.points.length} 個頂點`;
}

export function triggerSummary(triggers: FenceTriggers): string {
  const parts: string[] = [];
  if (triggers.enter) parts.push(FENCE_TRIGGERS.enter.label);
  if (triggers.leave) parts.push(FENCE_TRIGGERS.leave.label);
  if (triggers.delayedEnterMinutes) parts.push(`${FENCE_TRIGGERS.delayedEnter.label} ${triggers.delayedEnterMinutes} 分鐘`);
  if (triggers.delayedLeaveMinutes) parts.push(`${FENCE_TRIGGERS.delayedLeave.label} ${triggers.delayedLeaveMinutes} 分鐘`);
  return parts.length ? parts.join('、') : '不觸發';
}

export const iconSummary = (fence: Pick<Fence, 'iconType'>) => fenceIconLabel(fence.iconType);

export const updatedSummary = (fence: Pick<Fence, 'updatedAt'>) => formatTaipei(fence.updatedAt, 'YYYY-MM-DD HH:mm');
