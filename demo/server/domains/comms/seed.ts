import type { SeedContext } from '../../context';
import { mediaFixtures } from '../../media/fixtures';
import { createNotify } from './notify';
import { newUid } from './shared';
import { toneClip } from './voice/audio';
import { addVoiceMessage, saveClip } from './voice/store';
import { DAY_MS, dayStart, HOUR_MS } from '../../time';
import { NOTIFICATION_CATEGORY } from '../../../../src/core/api/contract/vocabulary/notifications';
import { byUid, fleetCars } from '../../car-refs';

/**
 * The comms seed: one ordinary bulletin, today's notifications, a short voice conversation and two
 * video requests.
 */

async function seedBulletin(ctx: SeedContext): Promise<void> {
  await ctx.db.query(
    `INSERT INTO bulletins (uid, bulletin_type, title, content, publish_status, start_time, end_time, created_at)
     VALUES ('bul-welcome', '系統公告', '語音訊息功能上線', '即時監控新增「語音訊息」，可錄音傳送給一輛或多輛車，並接收駕駛的語音回覆。', 1, $1, $2, $1)`,
    [new Date(ctx.now() - 2 * DAY_MS), new Date(ctx.now() + 60 * DAY_MS)],
  );
}

async function seedMessages(ctx: SeedContext, enterpriseUid: string, carNo: string, carUid: string): Promise<void> {
  const notify = createNotify(ctx);
  const today = dayStart(ctx.now());
  const at = (hours: number) => Math.min(ctx.now() - 60_000, today + hours * HOUR_MS);
  const items = [
    { category: NOTIFICATION_CATEGORY.enabled, type: 'bind', code: 'carEnabled', title: '車輛納管完成', content: `車輛 ${carNo} 已完成納管，開始回報即時資料。`, hours: 7 },
    { category: NOTIFICATION_CATEGORY.task, type: 'task', code: 'doing', title: '任務開始執行', content: `${carNo} 的配送任務已開始執行。`, hours: 8 },
    { category: NOTIFICATION_CATEGORY.fence, type: 'fence', code: 'enter', title: '進入圍籬', content: `${carNo} 進入圍籬「台北轉運站」。`, hours: 9 },
    { category: NOTIFICATION_CATEGORY.event, type: 'event', code: 'P0217', title: 'DTC 故障碼', content: `${carNo} 回報 P0217 引擎冷卻液溫度過高，請立即靠邊停車。`, hours: 10, includeDtcA: true },
    { category: NOTIFICATION_CATEGORY.maintenance, type: 'maintenance', code: 'due', title: '保養提醒', content: `${carNo} 已接近定期保養里程，請安排進廠。`, hours: 11 },
    { category: NOTIFICATION_CATEGORY.service, type: 'service', code: 'expiring', title: '加值服務即將到期', content: `${carNo} 的影像調閱加值將於 7 天後到期。`, hours: 12 },
  ];
  for (const m of items) {
    await notify({ enterpriseUid, category: m.category, type: m.type, code: m.code, title: m.title, content: m.content, includeDtcA: m.includeDtcA, data: { carUid, carNo }, at: at(m.hours) });
  }
}

async function seedVoice(ctx: SeedContext, enterpriseUid: string, car: { uid: string; car_no: string; driver_name: string | null }): Promise<void> {
  const talk = [
    { direction: 'toCar' as const, speaker: '王大明', userUid: 'user-demo-admin', minutesAgo: 95, seed: 1 },
    { direction: 'fromCar' as const, speaker: car.driver_name ?? `${car.car_no} 駕駛`, userUid: null, minutesAgo: 93, seed: 2 },
    { direction: 'toCar' as const, speaker: '王大明', userUid: 'user-demo-admin', minutesAgo: 40, seed: 3 },
  ];
  for (const t of talk) {
    const at = new Date(ctx.now() - t.minutesAgo * 60_000);
    const clipUid = await saveClip(ctx.db, { enterpriseUid, mimeType: 'audio/wav', audio: toneClip(2, t.seed), durationSeconds: 2, at });
    await addVoiceMessage(ctx.db, { enterpriseUid, carUid: car.uid, clipUid, direction: t.direction, userUid: t.userUid, speaker: t.speaker, at });
  }
}

async function seedVideo(ctx: SeedContext, enterpriseUid: string, carUid: string): Promise<void> {
  const today = dayStart(ctx.now());
  const rows = [
    { daysAgo: 1, completed: 1, expires: 23 },
    { daysAgo: 5, completed: 4 * 24, expires: -3 * 24 },
  ];
  for (const r of rows) {
    const start = today - r.daysAgo * DAY_MS + 8 * HOUR_MS;
    const done = ctx.now() - r.completed * HOUR_MS;
    await ctx.db.query(
      `INSERT INTO video_records (uid, enterprise_uid, user_uid, car_uid, channel, resolution, start_time, end_time, status, ready_at, completed_at, expires_at, size, created_at)
       VALUES ($1, $2, 'user-demo-admin', $3, 1, '720p', $4, $5, 'completed', $6, $6, $7, $8, $9)`,
      [newUid('vid'), enterpriseUid, carUid, new Date(start), new Date(start + 2 * HOUR_MS), new Date(done),
        new Date(ctx.now() + r.expires * HOUR_MS), mediaFixtures().clip.length, new Date(done - 15_000)],
    );
  }
}

export async function seedComms(ctx: SeedContext): Promise<void> {
  const { A, B } = ctx.enterprises;
  await seedBulletin(ctx);
  for (const ent of [A, B]) {
    const managed = await fleetCars(ctx).list(ctx.db, { enterpriseUid: ent, managed: true });
    const car = managed.filter((c) => c.udid !== null && 'dvr' in (c.devices ?? {})).sort(byUid)[0];
    if (!car) continue;
    await seedMessages(ctx, ent, car.car_no, car.uid);
    await seedVoice(ctx, ent, car);
    if (ent === A) await seedVideo(ctx, ent, car.uid);
  }
}
