import { atom, type ReadableAtom } from 'nanostores';
import type { ScheduleValues } from './schedule';
import { pathOf } from '../pages/paths';

/**
 * The schedule being edited while the user looks at its preview (/task/preview/schedule): the form
 * writes it before going there, the preview reads it and goes back to the form without losing
 * anything. Kept in memory only: spec 9 lists the browser storage keys, and a schedule draft is not
 * among them, so a reload of the preview says there is nothing to preview.
 */
export interface ScheduleDraft {
  /** The schedule being edited; '' for a new one. */
  scheduleUid: string;
  values: ScheduleValues;
}

const draft = atom<ScheduleDraft | null>(null);

export const $scheduleDraft: ReadableAtom<ScheduleDraft | null> = draft;

export function keepScheduleDraft(next: ScheduleDraft): void {
  draft.set(next);
}

export function clearScheduleDraft(): void {
  draft.set(null);
}

/** The draft to start the form from: only one made for the same schedule (or for a new one). */
export function draftFor(current: ScheduleDraft | null, scheduleUid: string): ScheduleValues | null {
  return current && current.scheduleUid === scheduleUid ? current.values : null;
}

/** Where the preview's 返回編輯 goes: the form of the schedule drafted. */
export const scheduleFormPath = (scheduleUid: string) =>
  (scheduleUid ? pathOf('scheduleEdit', { uid: scheduleUid }) : pathOf('scheduleAdd'));
