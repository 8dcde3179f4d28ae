import { createHash, randomBytes } from 'node:crypto';
import {
  VIDEO_CREDENTIAL_TTL_SECONDS, VIDEO_HTTP, VIDEO_LINK_TTL_HOURS, VIDEO_MESSAGES, VIDEO_STATUS, type VideoRecord,
} from '../../../../../src/core/api/contract/video';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/database';
import { mediaFixtures } from '../../../media/fixtures';
import { notFound } from '../../../http/errors';
import { StatusError } from '../shared';
import { channelName } from './footage';
import { notifyUsers } from '../../../services';
import { taipeiDate, toMs } from '../../../time';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';
import { carNumbers, withCarNumbers, type Reads } from '../../../car-refs';

/** Video requests: processing until ready_at, then completed with a link until expires_at. */

export interface RecordRow {
  uid: string;
  enterprise_uid: string;
  user_uid: string;
  car_uid: string;
  car_no: string;
  channel: number;
  resolution: VideoRecord['resolution'];
  start_time: Date;
  end_time: Date;
  status: 'processing' | 'completed';
  ready_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
  size: number | null;
  created_at: Date;
}

/** A record as stored; its car's number comes from the fleet (numbered). */
export type StoredRecord = Omit<RecordRow, 'car_no'>;

export const RECORD_SELECT = `r.*`;
export const RECORD_FROM = `video_records r`;

/** The records with their cars' numbers (the fleet's, through 'fleet.cars'). */
export async function numbered(r: Reads, rows: readonly StoredRecord[]): Promise<RecordRow[]> {
  return (await withCarNumbers(r, rows)).map((row) => ({ ...row, car_no: row.car_no ?? '' }));
}

export const videoError = (status: number, field?: string) => new StatusError(status, VIDEO_MESSAGES[status], VIDEO_HTTP[status], field);

export const fileNameOf = (row: Pick<RecordRow, 'car_no' | 'channel' | 'start_time'>) =>
  `${row.car_no}_CH${row.channel}_${taipeiDate(toMs(row.start_time) ?? 0)}.mp4`;

export function recordOf(row: RecordRow, now: number): VideoRecord {
  const expiresAt = toMs(row.expires_at);
  return {
    uid: row.uid,
    carUid: row.car_uid,
    carNo: row.car_no,
    channel: row.channel,
    resolution: row.resolution,
    startTime: toMs(row.start_time) ?? 0,
    endTime: toMs(row.end_time) ?? 0,
    status: row.status === 'processing' ? 'processing' : expiresAt !== null && expiresAt <= now ? 'expired' : 'completed',
    fileName: fileNameOf(row),
    size: row.size,
    createdAt: toMs(row.created_at) ?? 0,
    completedAt: toMs(row.completed_at),
    expiresAt,
  };
}

/** Completes every request whose recorder upload is due, and tells each requester (category 9). */
export async function completeDue(ctx: ServerContext): Promise<number> {
  const now = ctx.now();
  const done = await ctx.db.query<StoredRecord>(
    `UPDATE video_records SET status = 'completed', completed_at = ready_at,
            expires_at = ready_at + make_interval(hours => ${VIDEO_LINK_TTL_HOURS}), size = $2
      WHERE status = 'processing' AND ready_at <= $1 RETURNING *`,
    [new Date(now), mediaFixtures().clip.length],
  );
  for (const row of done) {
    const carNo = (await carNumbers(ctx, [row.car_uid])).get(row.car_uid) ?? '';
    await notifyUsers(ctx, {
      enterpriseUid: row.enterprise_uid, userUids: [row.user_uid], category: NOTIFICATION_CATEGORY.video, type: 'video', code: 'completed',
      title: '影像調閱完成',
      content: `${carNo} ${channelName(row.channel)} ${taipeiDate(toMs(row.start_time) ?? 0)} 的影像已可下載。`,
      data: { videoRecordUid: row.uid, carUid: row.car_uid, carNo },
    });
  }
  return done.length;
}

/** A record of the enterprise, ready to download: NOT_READY while processing, LINK_TIMEOUT once expired. */
export async function downloadable(r: Reads, enterpriseUid: string, uid: string, now: number): Promise<RecordRow> {
  const stored = await r.db.one<StoredRecord>(`SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r.uid = $1 AND r.enterprise_uid = $2`, [uid, enterpriseUid]);
  if (!stored) throw notFound('影像調閱紀錄');
  const [row] = await numbered(r, [stored]);
  if (row.status === 'processing') throw videoError(VIDEO_STATUS.NOT_READY);
  if ((toMs(row.expires_at) ?? 0) <= now) throw videoError(VIDEO_STATUS.LINK_TIMEOUT);
  return row;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueCredential(db: Db, row: RecordRow, now: number) {
  const credential = randomBytes(24).toString('base64url');
  const expiresAt = Math.min(now + VIDEO_CREDENTIAL_TTL_SECONDS * 1000, toMs(row.expires_at) ?? now);
  await db.query(`INSERT INTO video_credentials (token_hash, record_uid, expires_at) VALUES ($1, $2, $3)`, [hashOf(credential), row.uid, new Date(expiresAt)]);
  return { credential, expiresAt };
}

/** The record a credential opens; LINK_TIMEOUT once the credential has expired. */
export async function recordOfCredential(r: Reads, uid: string, credential: string, now: number): Promise<RecordRow> {
  const { db } = r;
  const cred = await db.one<{ record_uid: string; expires_at: Date }>(`SELECT * FROM video_credentials WHERE token_hash = $1`, [hashOf(credential)]);
  if (!cred || cred.record_uid !== uid) throw notFound('影像檔');
  if ((toMs(cred.expires_at) ?? 0) <= now) throw videoError(VIDEO_STATUS.LINK_TIMEOUT, 'credential');
  const stored = await db.one<StoredRecord>(`SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE r.uid = $1`, [uid]);
  if (!stored) throw notFound('影像檔');
  if ((toMs(stored.expires_at) ?? 0) <= now) throw videoError(VIDEO_STATUS.LINK_TIMEOUT, 'credential');
  return (await numbered(r, [stored]))[0];
}
