import type { Fence, FenceIconType, FenceInput, FenceShape } from '../../../core/api/contract/fence';
import { areaProblem } from '../../shared/ui/page-kit';

/**
 * The fence form's values as typed (numbers stay text until sent, so nothing typed is lost on an
 * error), the checks made before sending, and the contract's input built from them. Pure.
 */
export interface TriggerValues {
  enter: boolean;
  leave: boolean;
  delayedEnter: boolean;
  delayedEnterMinutes: string;
  delayedLeave: boolean;
  delayedLeaveMinutes: string;
}

export interface OptionValues {
  notify: boolean;
  /** Only these cars; none means every car of the enterprise. */
  carUids: string[];
  speedLimit: string;
}

export interface FenceValues {
  name: string;
  iconType: FenceIconType | '';
  shape: FenceShape | null;
  triggers: TriggerValues;
  message: string;
  options: OptionValues;
}

export const EMPTY_FENCE: FenceValues = {
  name: '',
  iconType: '',
  shape: null,
  triggers: { enter: true, leave: true, delayedEnter: false, delayedEnterMinutes: '', delayedLeave: false, delayedLeaveMinutes: '' },
  message: '',
  options: { notify: true, carUids: [], speedLimit: '' },
};

const text = (n: number | null | undefined) => (n ? String(n) : '');

export function valuesOf(fence: Fence): FenceValues {
  const t = fence.triggers;
  return {
    name: fence.name,
    iconType: fence.iconType,
    shape: fence.shape,
    triggers: {
      enter: t.enter, leave: t.leave,
      delayedEnter: !!t.delayedEnterMinutes, delayedEnterMinutes: text(t.delayedEnterMinutes),
      delayedLeave: !!t.delayedLeaveMinutes, delayedLeaveMinutes: text(t.delayedLeaveMinutes),
    },
    message: fence.message,
    options: { notify: fence.options.notify, carUids: [...fence.options.carUids], speedLimit: text(fence.options.speedLimit) },
  };
}

const WHOLE = /^\s*\d+\s*$/;

/** A whole number within [min, max] typed as text, or the message saying what is wrong. */
export function wholeProblem(value: string, what: string, min: number, max: number): string | undefined {
  if (!WHOLE.test(value)) return `請輸入${what}（${min}–${max} 的整數）`;
  const n = Number(value);
  return n < min || n > max ? `${what}須介於 ${min} 與 ${max} 之間` : undefined;
}

export function triggersProblem(t: TriggerValues): string | undefined {
  if (!t.enter && !t.leave && !t.delayedEnter && !t.delayedLeave) return '請至少勾選一種觸發條件';
  if (t.delayedEnter) {
    const problem = wholeProblem(t.delayedEnterMinutes, '延遲進入分鐘數', 1, 1440);
    if (problem) return problem;
  }
  return t.delayedLeave ? wholeProblem(t.delayedLeaveMinutes, '延遲離開分鐘數', 1, 1440) : undefined;
}

export function optionsProblem(o: OptionValues): string | undefined {
  return o.speedLimit.trim() ? wholeProblem(o.speedLimit, '圍籬內速限', 5, 130) : undefined;
}

export const shapeProblem = (shape: FenceShape | null): string | undefined => areaProblem(shape) ?? undefined;

/** What is sent to fence/v0: trimmed text, numbers, null for an unset delay or limit. */
export function toFenceInput(v: FenceValues): FenceInput {
  const t = v.triggers;
  return {
    name: v.name.trim(),
    iconType: v.iconType as FenceIconType,
    shape: v.shape!,
    triggers: {
      enter: t.enter,
      leave: t.leave,
      delayedEnterMinutes: t.delayedEnter ? Number(t.delayedEnterMinutes) : null,
      delayedLeaveMinutes: t.delayedLeave ? Number(t.delayedLeaveMinutes) : null,
    },
    message: v.message.trim(),
    options: { notify: v.options.notify, carUids: v.options.carUids, speedLimit: v.options.speedLimit.trim() ? Number(v.options.speedLimit) : null },
  };
}
