import type { ServerContext } from '../../../context';
import { usersWithCode } from '../shared';
import { toneClip } from './audio';
import { addVoiceMessage, saveClip } from './store';
import { notifyUsers, serviceOf } from '../../../services';
import { byUid, fleetCars } from '../../../car-refs';
import type { CarDbRow } from '../../fleet/car-store';
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

/** The car as a candidate, with its driver's name (the core's; a deleted account still names them). */
async function candidateOf(ctx: ServerContext, car: CarDbRow): Promise<Candidate> {
  const driverName = car.driver_uid ? (await serviceOf(ctx, 'core.users').names(ctx.db, [car.driver_uid])).get(car.driver_uid) ?? null : null;
  return { car_uid: car.uid, car_no: car.car_no, enterprise_uid: car.enterprise_uid, driver_name: driverName };
}

/** Live cars spoken to in the last half hour, at least REPLY_AFTER_MS ago, that have not answered since; by car uid. */
async function awaitingReply(ctx: ServerContext): Promise<Candidate[]> {
  const now = ctx.now();
  const spoken = await ctx.db.query<{ car_uid: string; enterprise_uid: string }>(
    `SELECT DISTINCT ON (m.car_uid) m.car_uid, m.enterprise_uid FROM voice_messages m
      WHERE m.direction = 'toCar' AND m.created_at BETWEEN $1 AND $2
        AND NOT EXISTS (SELECT 1 FROM voice_messages f WHERE f.car_uid = m.car_uid AND f.direction = 'fromCar' AND f.created_at > m.created_at)
      ORDER BY m.car_uid, m.created_at DESC`,
    [new Date(now - 30 * 60_000), new Date(now - REPLY_AFTER_MS)],
  );
  const out: Candidate[] = [];
  for (const m of spoken) {
    const car = await fleetCars(ctx).one(ctx.db, m.enterprise_uid, m.car_uid);
    if (car) out.push({ ...(await candidateOf(ctx, car)), enterprise_uid: m.enterprise_uid });
  }
  return out;
}

/** A live, managed car with a driver, of any enterprise, picked by `pick` among them in uid order. */
async function randomDriverCar(ctx: ServerContext, pick: number): Promise<Candidate | null> {
  const rows = (await fleetCars(ctx).list(ctx.db, { managed: true })).filter((c) => c.driver_uid !== null).sort(byUid);
  return rows.length ? candidateOf(ctx, rows[Math.floor(pick * rows.length) % rows.length]) : null;
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
