import type { ServerContext } from '../../context';
import { carDues } from './maintenance-readings';
import { markOverdue } from './maintenance-store';
import { notifyUsers, serviceOf } from '../../services';
import { fmt } from '../../time';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';
import { CYCLE_DUE_LABELS } from '../../../../src/core/api/contract/vocabulary/work';
import { carNumbers } from '../../car-refs';

/**
 * The maintenance background pass (spec 9 category 7 'maintenance reminders'): reservations past
 * their time become overdue, and each car whose cycle is due within 7 days or 500 km gets one
 * reminder a day. Exported as one pass so tests need no timers.
 */
export const MAINTENANCE_CATEGORY = NOTIFICATION_CATEGORY.maintenance;
const EVERY_MS = 60_000;
/** Reminders go to those who manage maintenance. */
const MAINTAINERS = ['P_P38', 'P_P39'];

export async function runMaintenancePass(ctx: ServerContext): Promise<{ overdue: number; reminders: number }> {
  const { db } = ctx;
  const now = ctx.now();
  const overdue = await markOverdue(db, now);
  for (const r of overdue) {
    const car = { car_no: (await carNumbers(ctx, [r.car_uid])).get(r.car_uid) };
    await notifyUsers(ctx, {
      enterpriseUid: r.enterprise_uid, category: MAINTENANCE_CATEGORY, type: 'maintenance', code: 'overdue', title: '保修預約已逾期',
      content: `${car?.car_no ?? ''} 預約於 ${fmt(r.reserved_at.getTime(), 'YYYY-MM-DD HH:mm')} 進廠，已逾期未保修。`,
      data: { recordUid: r.uid, carUid: r.car_uid, carNo: car?.car_no ?? '' },
    }, MAINTAINERS);
  }
  const cars = await serviceOf(ctx, 'fleet.carCycles').following(db);
  const dues = await carDues(ctx, cars.map((c) => c.uid), now);
  const day = fmt(now, 'YYYY-MM-DD');
  let reminders = 0;
  for (const car of cars) {
    for (const due of dues.get(car.uid) ?? []) {
      if (due.state === 'ok') continue;
      const fresh = await db.query(
        `INSERT INTO maintenance_reminders (car_uid, cycle_uid, day) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING day`,
        [car.uid, due.cycle.uid, day],
      );
      if (!fresh.length) continue;
      reminders += 1;
      const left = [remainingText(due.remainingKm, '公里'), remainingText(due.remainingDays, '天')].filter(Boolean).join('，');
      await notifyUsers(ctx, {
        enterpriseUid: car.enterprise_uid, category: MAINTENANCE_CATEGORY, type: 'maintenance', code: due.state,
        title: `車輛保養${CYCLE_DUE_LABELS[due.state]}`,
        content: `${car.car_no} 的${due.cycle.name}${CYCLE_DUE_LABELS[due.state]}（${left}）。`,
        data: { carUid: car.uid, carNo: car.car_no, cycleUid: due.cycle.uid, state: due.state },
      }, MAINTAINERS);
    }
  }
  return { overdue: overdue.length, reminders };
}

/** '剩餘 400 公里', or for a passed limit '已超過 849.8 公里'; empty when the cycle has no such limit. */
export function remainingText(value: number | null, unit: string): string {
  if (value === null) return '';
  return value < 0 ? `已超過 ${Math.abs(value)} ${unit}` : `剩餘 ${value} ${unit}`;
}

/** Runs the pass every minute; a pass still running is not started again. */
export function startMaintenanceReminders(ctx: ServerContext): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runMaintenancePass(ctx).catch((error) => ctx.log('[tasks] maintenance pass failed', error)).finally(() => { running = null; });
  };
  const timer = setInterval(tick, EVERY_MS);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
