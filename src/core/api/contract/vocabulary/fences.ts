import { keysOf, literalUnion } from './literals';

/** Fence icon types (spec 3) with this console's labels; zone is a forbidden zone. */
export const FENCE_ICON_TYPES = {
  building: { label: '建築物' },
  harbor: { label: '港口' },
  business: { label: '營業據點' },
  gas: { label: '加油站' },
  parking: { label: '停車場' },
  zone: { label: '禁區' },
} as const;

export type FenceIconType = keyof typeof FENCE_ICON_TYPES;
export const FENCE_ICON_TYPE_KEYS = keysOf(FENCE_ICON_TYPES);
export const FenceIconTypeSchema = literalUnion(FENCE_ICON_TYPE_KEYS);

/** What entering or leaving a fence triggers (spec 3); delayed ones fire after a dwell time. */
export const FENCE_TRIGGERS = {
  enter: { label: '進入', delayed: false },
  leave: { label: '離開', delayed: false },
  delayedEnter: { label: '延遲進入', delayed: true },
  delayedLeave: { label: '延遲離開', delayed: true },
} as const;

export type FenceTrigger = keyof typeof FENCE_TRIGGERS;
