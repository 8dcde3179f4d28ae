import { video, VIDEO_STATUS } from '../../../../../src/core/api/contract/video';
import { requireUser } from '../../../auth/authenticate';
import type { ServerContext } from '../../../context';
import { badInput } from '../../../http/errors';
import { fullPath, type Registrar } from '../../../http/register';
import { mediaFixtures } from '../../../media/fixtures';
import { targetCar } from '../../../car-refs';
import type { CarDbRow } from '../../fleet/car-store';
import { dvrChannels, newUid } from '../shared';
import { channelName, footageInRange, hoursOfDay, recordingDays, resolutionsOf, RETENTION_DAYS } from './footage';
import {
  completeDue, downloadable, fileNameOf, issueCredential, numbered, RECORD_FROM, RECORD_SELECT, recordOf, recordOfCredential, videoError, type StoredRecord,
} from './records';
import { listPage, Where } from '../../../db/sql';
import { DAY_MS, dayStart, taipeiDate } from '../../../time';
import { HOUR_MS } from '../../../../../src/core/format/time-units';

/** Seconds the simulated recorder takes to upload a request: 5 s plus 1 s per hour of range, at most 20 s. */
export const uploadSeconds = (startTime: number, endTime: number) => Math.min(20, 5 + Math.ceil((endTime - startTime) / HOUR_MS));

function cameraOf(car: CarDbRow, channel: number, field: string): number {
  const channels = dvrChannels(car);
  if (!channels) throw badInput(field, '此車輛未安裝行車記錄器。');
  if (channel > channels) throw badInput(field, `此車輛沒有第 ${channel} 路鏡頭。`);
  return channels;
}

/** Video records of spec 7.11 ({plusApi}/video-record), code P_P04. */
export function videoRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(video.list, async ({ query, user }) => {
    const me = requireUser(user);
    await completeDue(ctx);
    const now = new Date(ctx.now());
    const where = new Where('r.user_uid = ?', me.userUid).add('r.enterprise_uid = ?', me.enterpriseUid);
    if (query.carUid) where.add('r.car_uid = ?', query.carUid);
    if (query.status === 'processing') where.add(`r.status = 'processing'`);
    if (query.status === 'completed') where.add(`r.status = 'completed' AND r.expires_at > ?`, now);
    if (query.status === 'expired') where.add(`r.status = 'completed' AND r.expires_at <= ?`, now);
    return listPage(ctx.db, { select: RECORD_SELECT, from: RECORD_FROM, where, orderBy: 'r.created_at DESC, r.uid' }, query,
      async (rows: StoredRecord[]) => (await numbered(ctx, rows)).map((row) => recordOf(row, ctx.now())));
  });

  r.route(video.carVideo, async ({ params, user }) => {
    const me = requireUser(user);
    const car = await targetCar(ctx, me.enterpriseUid, params.carUid);
    const channels = dvrChannels(car);
    return {
      carUid: car.uid,
      carNo: car.car_no,
      udid: car.udid ?? '',
      channels: Array.from({ length: channels }, (_, i) => ({ index: i + 1, name: channelName(i + 1), resolutions: resolutionsOf(car.uid, i + 1) })),
      days: channels ? recordingDays(car.uid, channels, ctx.now()) : [],
    };
  });

  r.route(video.request, async ({ params, body, user }) => {
    const me = requireUser(user);
    const now = ctx.now();
    const car = await targetCar(ctx, me.enterpriseUid, params.carUid);
    const channel = body.channel ?? 1;
    cameraOf(car, channel, 'channel');
    const resolution = body.resolution ?? '720p';
    if (!resolutionsOf(car.uid, channel).includes(resolution)) throw videoError(VIDEO_STATUS.RESOLUTION_NOT_EXIST, 'resolution');
    if (body.endTime <= body.startTime) throw badInput('endTime', '結束時間必須晚於開始時間。');
    if (body.endTime - body.startTime > DAY_MS) throw badInput('endTime', '一次最多調閱一天的影像。');
    if (body.startTime > now) throw badInput('startTime', '不能調閱未來的影像。');
    if (body.startTime < dayStart(now) - (RETENTION_DAYS - 1) * DAY_MS) throw badInput('startTime', `只能調閱最近 ${RETENTION_DAYS} 天的影像。`);
    if (!footageInRange(car.uid, channel, body.startTime, Math.min(body.endTime, now), now)) throw badInput('startTime', '此時段沒有錄影。');
    await completeDue(ctx);
    if (body.cache) {
      const cached = await ctx.db.one<StoredRecord>(
        `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r.enterprise_uid = $1 AND r.car_uid = $2 AND r.channel = $3 AND r.resolution = $4
            AND r.start_time = $5 AND r.end_time = $6 AND (r.status = 'processing' OR r.expires_at > $7)
          ORDER BY r.created_at DESC LIMIT 1`,
        [me.enterpriseUid, car.uid, channel, resolution, new Date(body.startTime), new Date(body.endTime), new Date(now)]);
      if (cached) return recordOf({ ...cached, car_no: car.car_no }, now);
    }
    const uid = newUid('vid');
    await ctx.db.query(
      `INSERT INTO video_records (uid, enterprise_uid, user_uid, car_uid, channel, resolution, start_time, end_time, status, ready_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'processing', $9, $10)`,
      [uid, me.enterpriseUid, me.userUid, car.uid, channel, resolution, new Date(body.startTime), new Date(body.endTime),
        new Date(now + uploadSeconds(body.startTime, body.endTime) * 1000), new Date(now)]);
    const row = await ctx.db.one<StoredRecord>(`SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r.uid = $1`, [uid]);
    return recordOf({ ...row!, car_no: car.car_no }, now);
  });

  r.route(video.credential, async ({ params, user }) => {
    const me = requireUser(user);
    await completeDue(ctx);
    const row = await downloadable(ctx, me.enterpriseUid, params.id, ctx.now());
    return issueCredential(ctx.db, row, ctx.now());
  });

  r.route(video.getLink, async ({ params, user }) => {
    const me = requireUser(user);
    await completeDue(ctx);
    const row = await downloadable(ctx, me.enterpriseUid, params.uid, ctx.now());
    const { credential, expiresAt } = await issueCredential(ctx.db, row, ctx.now());
    const url = `${fullPath(video.file).replace(':uid', row.uid)}?credential=${encodeURIComponent(credential)}`;
    return { url, fileName: fileNameOf(row), expiresAt };
  });

  r.route(video.checkSd, async ({ params, body, user }) => {
    const me = requireUser(user);
    const car = await targetCar(ctx, me.enterpriseUid, params.carUid);
    cameraOf(car, body.channel, 'channel');
    if (body.startTime > ctx.now()) throw badInput('startTime', '不能查詢未來的日期。');
    const hours = hoursOfDay(car.uid, body.channel, body.startTime, ctx.now());
    return { carUid: car.uid, channel: body.channel, date: taipeiDate(body.startTime), exists: hours.some((h) => h.hasVideo), hours };
  });

  r.file(video.file, async ({ params, query }) => {
    const row = await recordOfCredential(ctx, params.uid, query.credential, ctx.now());
    return { file: { fileName: fileNameOf(row), contentType: 'video/mp4', buffer: mediaFixtures().clip } };
  });
}
