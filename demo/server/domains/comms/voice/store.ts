import type { VoiceDirection, VoiceMessage } from '../../../../../src/core/api/contract/voice';
import type { Db } from '../../../db/database';
import { newUid } from '../shared';
import { toMs } from '../../../time';
import { carNumbers, type Reads } from '../../../car-refs';

/** Voice clips (stored once) and the messages that send them to or from cars. */

/** A message with its clip's facts; its car's number comes from the fleet (voiceMessagesOf). */
export interface VoiceRow {
  uid: string;
  car_uid: string;
  direction: VoiceDirection;
  speaker: string;
  duration_seconds: number;
  mime_type: string;
  size: number;
  listened: boolean;
  created_at: Date;
}

export const VOICE_SELECT = `m.uid, m.car_uid, m.direction, m.speaker, v.duration_seconds, v.mime_type, v.size, m.listened, m.created_at`;
export const VOICE_FROM = `voice_messages m JOIN voice_clips v ON v.uid = m.clip_uid`;

export const voiceMessageOf = (row: VoiceRow, carNo: string): VoiceMessage => ({
  uid: row.uid,
  carUid: row.car_uid,
  carNo,
  direction: row.direction,
  speaker: row.speaker,
  durationSeconds: Math.round(Number(row.duration_seconds) * 10) / 10,
  mimeType: row.mime_type,
  size: row.size,
  createdAt: toMs(row.created_at) ?? 0,
  listened: row.direction === 'toCar' || row.listened,
});

/** The messages, named by their cars' numbers (the fleet's, through 'fleet.cars'). */
export async function voiceMessagesOf(r: Reads, rows: readonly VoiceRow[]): Promise<VoiceMessage[]> {
  const numbers = await carNumbers(r, rows.map((row) => row.car_uid));
  return rows.map((row) => voiceMessageOf(row, numbers.get(row.car_uid) ?? ''));
}

export async function saveClip(db: Db, clip: { enterpriseUid: string; mimeType: string; audio: Buffer; durationSeconds: number; at: Date }): Promise<string> {
  const uid = newUid('clip');
  await db.query(
    `INSERT INTO voice_clips (uid, enterprise_uid, mime_type, size, duration_seconds, audio, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [uid, clip.enterpriseUid, clip.mimeType, clip.audio.length, clip.durationSeconds, clip.audio, clip.at],
  );
  return uid;
}

export async function addVoiceMessage(db: Db, m: {
  enterpriseUid: string; carUid: string; clipUid: string; direction: VoiceDirection; userUid: string | null; speaker: string; at: Date;
}): Promise<VoiceRow> {
  const uid = newUid('voice');
  await db.query(
    `INSERT INTO voice_messages (uid, enterprise_uid, car_uid, clip_uid, direction, user_uid, speaker, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [uid, m.enterpriseUid, m.carUid, m.clipUid, m.direction, m.userUid, m.speaker, m.at],
  );
  const row = await db.one<VoiceRow>(`SELECT ${VOICE_SELECT} FROM ${VOICE_FROM} WHERE m.uid = $1`, [uid]);
  return row!;
}
