import type { TaskStatusKey, TaskStop } from '../../../../src/core/api/contract/task';
import type { SeedContext } from '../../context';
import { geocode } from '../../geo';
import { optionNames } from './lookups';
import { between, insertRows, iso, pick } from '../../db/seed-rows';
import { stored } from './task-store';
import { planRoute, totalsOf, type Plan } from './task-planning';
import { atClock } from './schedule-dates';
import { addDays, dayStart, weekdayOf } from '../../time';
import { DAY_MS } from '../../../../src/core/format/time-units';
import { byUid, fleetCars } from '../../car-refs';

/**
 * Tasks over the seeded days: past ones completed or stopped, today's running or waiting, tomorrow's
 * ready, a schedule's still scheduling; demo-driver has one every day.
 */

const MINUTE = 60_000;

/** Delivery rounds between real places; each becomes a route planned once. */
const ROUNDS: Record<'A' | 'B', string[][]> = {
  A: [
    ['臺北港', '五股物流園區', '南崁物流中心'],
    ['臺中港', '臺中工業區', '彰濱工業區'],
    ['高雄港', '楠梓加工出口區', '高雄港洲際貨櫃中心'],
    ['桃園航空自由貿易港區', '新竹科學園區'],
    ['基隆港', '臺北港物流倉儲區', '土城工業區'],
    ['南部科學園區', '臺南車站', '安平港'],
    ['中部科學園區', '臺中港物流專區'],
    ['觀音工業區', '大園工業區', '桃園國際機場'],
  ],
  B: [
    ['麥寮港', '麥寮工業區', '嘉義車站'],
    ['嘉義機場', '南部科學園區'],
  ],
};

interface Round { stops: TaskStop[]; plan: Plan; totals: { totalMileage: number; totalDuration: number } }

function roundsOf(places: string[][], kinds: string[]): Round[] {
  return places.map((names) => {
    const stops: TaskStop[] = names.map((name, i) => {
      const at = geocode(name)!;
      const kind = kinds.length ? kinds[i === 0 ? Math.min(1, kinds.length - 1) : 0] : null;
      return { seq: i + 1, name, address: at.address, lat: at.lat, lng: at.lng, kind, kindName: '', plannedTime: null, arrivedAt: null, doneAt: null, note: '' };
    });
    const plan = planRoute(stops);
    return { stops, plan, totals: totalsOf(plan) };
  });
}

interface Assignment { carUid: string; driverUid: string }

/** A task on a day: planned times from a morning start; progress according to its status. */
function taskRow(rng: () => number, ent: string, a: Assignment, round: Round, day: number, status: TaskStatusKey, now: number, extra: { scheduleUid?: string; lock?: boolean } = {}) {
  const start = day + (7 * 60 + between(rng, 0, 120)) * MINUTE;
  const leg = (round.totals.totalDuration / Math.max(1, round.stops.length - 1)) * MINUTE;
  const stops = round.stops.map((s, i) => ({ ...s, plannedTime: Math.round(start + i * (leg + 30 * MINUTE)) }));
  const stopAfter = status === 'stopped' ? between(rng, 0, stops.length - 1) : stops.length;
  let startedAt: number | null = null;
  let endedAt: number | null = null;
  if (status === 'completed' || status === 'stopped' || status === 'doing') {
    startedAt = start - between(rng, 0, 15) * MINUTE;
    for (const [i, s] of stops.entries()) {
      const arrived = s.plannedTime! + between(rng, -10, 25) * MINUTE;
      if (i >= stopAfter || arrived > now) break;
      s.arrivedAt = arrived;
      const done = arrived + between(rng, 15, 40) * MINUTE;
      if (done > now) break;
      s.doneAt = done;
    }
    const last = stops.reduce((t, s) => Math.max(t, s.doneAt ?? s.arrivedAt ?? 0), startedAt);
    if (status !== 'doing') endedAt = last + between(rng, 5, 30) * MINUTE;
    if (status === 'stopped') stops[Math.min(stopAfter, stops.length - 1)].note = pick(rng, ['車輛故障，任務中斷', '客戶取消', '道路封閉改期']);
  }
  return {
    uid: `task-${ent}-${day}-${a.carUid}`, enterprise_uid: ent, task_date: iso(day), car_uid: a.carUid, driver_uid: a.driverUid,
    stops: stops.map(stored), status, lock: extra.lock ?? false, total_mileage: round.totals.totalMileage, total_duration: round.totals.totalDuration,
    planned_path: round.plan.path.map((p) => [p.lat, p.lng]), schedule_uid: extra.scheduleUid ?? null, started_at: iso(startedAt), ended_at: iso(endedAt),
    created_at: iso(day - 2 * DAY_MS), updated_at: iso(Math.min(now, endedAt ?? startedAt ?? day)),
  };
}

async function assignments(ctx: SeedContext, ent: string): Promise<Assignment[]> {
  const cars = await fleetCars(ctx).list(ctx.db, { enterpriseUid: ent, managed: true });
  return cars.filter((c) => c.driver_uid !== null).sort(byUid).map((c) => ({ carUid: c.uid, driverUid: c.driver_uid! }));
}

export async function seedTasks(ctx: SeedContext): Promise<void> {
  const { rng } = ctx;
  const now = ctx.now();
  const today = dayStart(now);
  for (const key of ['A', 'B'] as const) {
    const ent = ctx.enterprises[key];
    const kinds = [...(await optionNames(ctx, ent, 'task')).keys()];
    const rounds = roundsOf(ROUNDS[key], kinds);
    const cars = await assignments(ctx, ent);
    const rows: object[] = [];
    for (let offset = -(ctx.seedSize.days - 1); offset <= 1; offset += 1) {
      const day = addDays(today, offset);
      for (const a of cars) {
        const demo = a.driverUid === 'user-demo-driver';
        if (!demo && rng() > 0.55) continue;
        const round = demo ? rounds[(offset + 100) % rounds.length] : pick(rng, rounds);
        let status: TaskStatusKey;
        if (offset < 0) status = rng() < 0.85 ? 'completed' : 'stopped';
        else if (offset === 0) status = demo || rng() < 0.5 ? 'doing' : 'ready';
        else status = 'ready';
        rows.push(taskRow(rng, ent, a, round, day, status, now, { lock: offset < 0 && rng() < 0.2 }));
      }
    }
    // A dispatch schedule: the first car's round on weekdays of the coming week, still being dispatched.
    const first = cars[0];
    if (first) {
      const scheduleUid = `schedule-${key.toLowerCase()}-1`;
      const round = rounds[0];
      const days = [2, 3, 4, 5, 6, 7, 8].map((d) => addDays(today, d)).filter((d) => ![0, 6].includes(weekdayOf(d)));
      const clocks = round.stops.map((_, i) => `${String(8 + i * 2).padStart(2, '0')}:00`);
      await insertRows(ctx.db, 'task_schedules', [{
        uid: scheduleUid, enterprise_uid: ent, name: '每週固定配送', car_uid: first.carUid, driver_uid: first.driverUid,
        start_date: iso(addDays(today, 2)), end_date: iso(addDays(today, 8)), weekdays: [1, 2, 3, 4, 5],
        stops: round.stops.map((s, i) => ({ name: s.name, address: s.address, lat: s.lat, lng: s.lng, kind: s.kind, time: clocks[i], note: '' })),
        created_at: iso(now - DAY_MS), updated_at: iso(now - DAY_MS),
      }]);
      for (const day of days) {
        const row = taskRow(rng, ent, first, round, day, 'scheduling', now, { scheduleUid });
        rows.push({ ...row, stops: row.stops.map((s, i) => ({ ...s, plannedTime: atClock(day, clocks[i]) })) });
      }
    }
    await insertRows(ctx.db, 'tasks', rows);
  }
}
