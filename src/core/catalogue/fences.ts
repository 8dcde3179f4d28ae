import { FENCE_ICON_TYPES, FENCE_TRIGGERS } from '../api/contract/vocabulary/fences';
import { labelOf } from './lookup';

/** Fence icon types and triggers (spec 3), declared with their labels in the vocabulary. */
export { FENCE_ICON_TYPES, FENCE_TRIGGERS, type FenceIconType, type FenceTrigger } from '../api/contract/vocabulary/fences';

export const fenceIconLabel = (type: unknown): string => labelOf(FENCE_ICON_TYPES, type);

export const fenceTriggerLabel = (trigger: unknown): string => labelOf(FENCE_TRIGGERS, trigger);
