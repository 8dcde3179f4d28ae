import { voice, VOICE_LIMITS } from '../../../../../src/core/api/contract/voice';
import { requireUser } from '../../../auth/authenticate';
import type { ServerContext } from '../../../context';
import { badInput, notFound } from '../../../http/errors';
import type { Registrar } from '../../../http/register';
import { targetCars } from '../../../car-refs';
import { baseMime, sniffAudio } from './audio';
import { addVoiceMessage, saveClip, VOICE_FROM, VOICE_SELECT, voiceMessageOf, voiceMessagesOf, type VoiceRow } from './store';
import { listPage, Where } from '../../../db/sql';

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** Voice messages (our extension for spec 2.11), code P_P20; audio lives in the database. */
export function voiceRoutes(r: Registrar, ctx: ServerContext): void {
  r.route(voice.send, async ({ query, file, user }) => {
    const me = requireUser(user);
    if (!file || !file.buffer.length) throw badInput('file', '請先錄製語音。');
    if (file.buffer.length > VOICE_LIMITS.maxBytes) throw badInput('file', '語音檔不可超過 2 MB。');
    const declared = baseMime(file.mimeType);
    const actual = sniffAudio(file.buffer);
    if (!(VOICE_LIMITS.mimeTypes as readonly string[]).includes(declared) || !actual) {
      throw badInput('file', '語音檔格式須為 webm、ogg、mp3 或 wav。');
    }
    const cars = await targetCars(ctx, me.enterpriseUid, query.carUids);
    const at = new Date(ctx.now());
    const clipUid = await saveClip(ctx.db, { enterpriseUid: me.enterpriseUid, mimeType: actual, audio: file.buffer, durationSeconds: query.durationSeconds, at });
    const list = [];
    for (const car of cars) {
      list.push(voiceMessageOf(await addVoiceMessage(ctx.db, {
        enterpriseUid: me.enterpriseUid, carUid: car.uid, clipUid, direction: 'toCar', userUid: me.userUid, speaker: me.zhName, at,
      }), car.car_no));
    }
    return { list };
  });

  r.route(voice.list, async ({ body, user }) => {
    const me = requireUser(user);
    if (body.startTime !== undefined && body.endTime !== undefined && body.endTime < body.startTime) {
      throw badInput('endTime', '結束時間不可早於開始時間。');
    }
    const where = Where.scoped('m.enterprise_uid', me.enterpriseUid);
    if (body.carUid) where.add('m.car_uid = ?', body.carUid);
    if (body.direction) where.add('m.direction = ?', body.direction);
    if (body.startTime !== undefined) where.add('m.created_at >= ?', new Date(body.startTime));
    if (body.endTime !== undefined) where.add('m.created_at <= ?', new Date(body.endTime));
    return listPage(ctx.db, { select: VOICE_SELECT, from: VOICE_FROM, where, orderBy: 'm.created_at DESC, m.uid' }, body,
      (rows: VoiceRow[]) => voiceMessagesOf(ctx, rows));
  });

  r.file(voice.audio, async ({ params, user }) => {
    const me = requireUser(user);
    const row = await ctx.db.one<{ audio: Uint8Array; mime_type: string; direction: string }>(
      `SELECT v.audio, v.mime_type, m.direction FROM voice_messages m JOIN voice_clips v ON v.uid = m.clip_uid
        WHERE m.uid = $1 AND m.enterprise_uid = $2`,
      [params.uid, me.enterpriseUid],
    );
    if (!row) throw notFound('語音訊息');
    if (row.direction === 'fromCar') await ctx.db.query(`UPDATE voice_messages SET listened = true WHERE uid = $1`, [params.uid]);
    return { file: { fileName: `voice-${params.uid}.${EXTENSIONS[row.mime_type] ?? 'bin'}`, contentType: row.mime_type, buffer: row.audio, inline: true, cacheSeconds: 3600 } };
  });
}
