import { MAX_TASK_STOPS } from '../api/contract/task';
import type { StopDraft } from './stops';

/** The checks a task form and a dispatch schedule form share, in the words the forms show. */

/** The driver and the car a task or a dispatch schedule is given to. */
export interface Assignment {
  driverUid: string;
  carUid: string;
}

/** The most stops a task has (the contract's MAX_TASK_STOPS). */
export const MAX_STOPS = MAX_TASK_STOPS;

export function assignmentProblem(a: Assignment): string | undefined {
  if (!a.driverUid) return '請選擇駕駛';
  if (!a.carUid) return '請選擇車輛';
  return undefined;
}

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** At least one stop and at most 30; each named, each with an address or a position, a planned time (if any) as 'HH:mm'. */
export function stopsProblem(stops: readonly StopDraft[]): string | undefined {
  if (stops.length === 0) return '請至少加入一個站點';
  if (stops.length > MAX_STOPS) return `站點最多 ${MAX_STOPS} 個`;
  const unnamed = stops.findIndex((s) => !s.name.trim());
  if (unnamed >= 0) return `第 ${unnamed + 1} 站請輸入站名`;
  const nowhere = stops.findIndex((s) => (s.lat === null || s.lng === null) && !s.address.trim());
  if (nowhere >= 0) return `第 ${nowhere + 1} 站請輸入地址或在地圖上選取位置`;
  const badTime = stops.findIndex((s) => !!s.time && !CLOCK.test(s.time));
  if (badTime >= 0) return `第 ${badTime + 1} 站的預計時間格式應為 時:分（例：08:30）`;
  return undefined;
}
