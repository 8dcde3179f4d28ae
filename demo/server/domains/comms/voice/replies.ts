import type { ServerContext } from '../../../context';
import { usersWithCode } from '../shared';
import { toneClip } from './audio';
import { addVoiceMessage, saveClip } from './store';
import { notifyUsers } from '../../../services';
import { NOTIFICATION_CATEGORY } from '../../../../../src/core/api/contract/vocabulary/notifications';

/**
 * The simulated drivers' side of voice messages: a car that was spoken to answers after a short
 * while, and now and then a driver speaks first. Each reply tells the enterprise's P_P20 users
 * (notification category 6, spec 9).
 */
export const REPLY_AFTER_MS = 8_000;

interface Candidate {
  car_uid: string;
  car_no: string;
  enterprise_uid: string;
  driver_name: string | null;
}

/** Cars spoken to in the last half hour, at least REPLY_AFTER_MS ago, that have not answered since. */
async function awaitingReply(ctx: ServerContext): Promise<Candidate[]> {
  const now = ctx.now();
  return ctx.db.query<Candidate>(
    `SELECT DISTINCT ON (m.car_uid) m.car_uid, c.car_no, m.enterprise_uid, u.zh_name AS driver_name
       FROM voice_messages m JOIN cars c ON c.uid = m.car_uid LEFT JOIN users u ON u.uid = c.driver_uid
      WHERE m.direction = 'toCar' AND m.created_at BETWEEN $1 AND $2 AND NOT c.deleted
        AND NOT EXISTS (SELECT 1 FROM voice_messages f WHERE f.car_uid = m.car_uid AND f.direction = 'fromCar' AND f.created_at > m.created_at)
      ORDER BY m.car_uid, m.created_at DESC`,
    [new Date(now - 30 * 60_000), new Date(now - REPLY_AFTER_MS)],
  );
}

async function randomDriverCar(ctx: ServerContext, pick: number): Promise<Candidate | null> {
  const rows = await ctx.db.query<Candidate>(
    `SELECT c.uid AS car_uid, c.car_no, c.enterprise_uid, u.zh_name AS driver_name
       FROM cars c JOIN users u ON u.uid = c.driver_uid WHERE NOT c.deleted AND c.enabled_code ORDER BY c.uid`,
  );
  return rows.length ? rows[Math.floor(pick * rows.length) % rows.length] : null;
}

/** Stores one 'fromCar' message of the car and notifies; returns its uid. */
export async function replyFrom(ctx: ServerContext, car: Candidate, seed: number): Promise<string> {
  const at = new Date(ctx.now());
  const seconds = 1.5 + (seed % 3) * 0.5;
  const clipUid = await saveClip(ctx.db, { enterpriseUid: car.enterprise_uid, mimeType: 'audio/wav', audio: toneClip(seconds, seed), durationSeconds: seconds, at });
  const speaker = car.driver_name ?? `${car.car_no} 駕駛`;
  const row = await addVoiceMessage(ctx.db, {
    enterpriseUid: car.enterprise_uid, carUid: car.car_uid, clipUid, direction: 'fromCar', userUid: null, speaker, at,
  });
  await notifyUsers(ctx, {
    enterpriseUid: car.enterprise_uid,
    userUids: await usersWithCode(ctx, car.enterprise_uid, ['P_P20']),
    category: NOTIFICATION_CATEGORY.message,
    type: 'voice',
    code: 'fromCar',
    title: '新語音訊息',
    content: `${car.car_no}（${speaker}）傳來一則語音訊息`,
    data: { carUid: car.car_uid, carNo: car.car_no, voiceUid: row.uid },
  });
  return row.uid;
}

/** One round of the simulation: answer every waiting car, and with chance `spontaneous` one driver speaks first. */
export async function simulateReplies(ctx: ServerContext, random: () => number, spontaneous = 0.05): Promise<string[]> {
  const sent: string[] = [];
  for (const car of await awaitingReply(ctx)) sent.push(await replyFrom(ctx, car, Math.floor(random() * 1000)));
  if (random() < spontaneous) {
    const car = await randomDriverCar(ctx, random());
    if (car) sent.push(await replyFrom(ctx, car, Math.floor(random() * 1000)));
  }
  return sent;
}
