import type { CycleDue } from '../../../../src/core/api/contract/maintenance';
import { addMonths, DAY_MS } from '../../time';

/**
 * Where a car stands on a maintenance cycle (pure). A cycle is counted from the car's last service
 * of it, else from the car's baseline; it is due when any interval has run out, and due soon within
 * 7 days, 500 km or 50 engine hours (spec 9 'maintenance reminders').
 */

export const SOON = { days: 7, km: 500, engineHours: 50 } as const;

export interface CycleSpec {
  uid: string;
  name: string;
  category: CycleDue['cycle']['category'];
  intervalKm: number | null;
  intervalMonths: number | null;
  intervalEngineHours: number | null;
}

export interface Reading {
  mileage: number;
  engineHours: number;
}

/** The point a cycle is counted from. */
export interface Origin {
  at: number;
  mileage: number | null;
  engineHours: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function dueOf(cycle: CycleSpec, last: Origin | null, origin: Origin, now: Reading & { at: number }): CycleDue {
  const base = last ?? origin;
  const nextKm = cycle.intervalKm !== null && base.mileage !== null ? base.mileage + cycle.intervalKm : null;
  const nextHours = cycle.intervalEngineHours !== null && base.engineHours !== null ? base.engineHours + cycle.intervalEngineHours : null;
  const nextDate = cycle.intervalMonths !== null ? addMonths(base.at, cycle.intervalMonths) : null;
  const remainingKm = nextKm === null ? null : round1(nextKm - now.mileage);
  const remainingEngineHours = nextHours === null ? null : round1(nextHours - now.engineHours);
  const remainingDays = nextDate === null ? null : Math.floor((nextDate - now.at) / DAY_MS);
  const left = [remainingKm, remainingEngineHours, nextDate === null ? null : nextDate - now.at];
  const due = left.some((v) => v !== null && v <= 0);
  const soon = (remainingKm !== null && remainingKm <= SOON.km)
    || (remainingEngineHours !== null && remainingEngineHours <= SOON.engineHours)
    || (remainingDays !== null && remainingDays < SOON.days);
  return {
    cycle: { uid: cycle.uid, name: cycle.name, category: cycle.category, intervalKm: cycle.intervalKm, intervalMonths: cycle.intervalMonths, intervalEngineHours: cycle.intervalEngineHours },
    last: last ? { servicedAt: last.at, mileage: last.mileage, engineHours: last.engineHours } : null,
    next: { mileage: nextKm === null ? null : round1(nextKm), engineHours: nextHours === null ? null : round1(nextHours), date: nextDate },
    remainingKm,
    remainingEngineHours,
    remainingDays,
    state: due ? 'due' : soon ? 'dueSoon' : 'ok',
  };
}

/** The most pressing of a car's cycles: due, then due soon, then ok; then the least left (100 km or 10 engine hours weigh like a day). */
export function mostPressing(dues: readonly CycleDue[]): CycleDue | null {
  const rank = { due: 0, dueSoon: 1, ok: 2 } as const;
  const slack = (d: CycleDue) => Math.min(
    d.remainingKm === null ? Infinity : d.remainingKm / 100,
    d.remainingDays === null ? Infinity : d.remainingDays,
    d.remainingEngineHours === null ? Infinity : d.remainingEngineHours / 10,
  );
  return [...dues].sort((a, b) => rank[a.state] - rank[b.state] || slack(a) - slack(b))[0] ?? null;
}
