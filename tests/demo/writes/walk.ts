import type { Endpoint } from '../../../src/core/api/contract/endpoint';
import { fullPath } from '../../../demo/server/http/register';
import { completeDue } from '../../../demo/server/domains/comms/video/records';
import { insertUser } from '../../../demo/server/domains/core/accounts';
import { startTestApp, type TestApp } from '../harness';
import { multipart } from '../comms/helpers';
import { recordsOf, type EnterpriseRecords } from './enterprise-records';
import { WRITE_CASES, type WriteCall } from './write-cases';

/**
 * The walk over every write route (issue 10, 5): enterprise B's admin sends the calls of
 * write-cases.ts. The routes come from the server itself, in the order it registered them, with
 * deletions last so that they remove nothing a later call of the caller's own still names.
 */
export interface Walk {
  t: TestApp;
  /** Enterprise A's records: the ones B must not reach. */
  other: EnterpriseRecords;
  /** Enterprise B's own records, including a few made for the walk. */
  own: EnterpriseRecords;
  routes: Endpoint[];
  send(ep: Endpoint, call: WriteCall): ReturnType<TestApp['call']>;
}

const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
const DAY = 86_400_000;

/** A WAV header and filler: enough for the voice upload's type check. */
const clip = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(2000, 1)]);

const removes = (ep: Endpoint) => Number(ep.method === 'DELETE' || ep.id.endsWith('remove'));

const urlOf = (ep: Endpoint, call: Omit<WriteCall, 'tries'>) => {
  const path = fullPath(ep).replace(/:(\w+)/g, (_, name: string) => call.params?.[name] ?? `missing-${name}`);
  return call.query ? `${path}?${call.query}` : path;
};

const headersOf = (ep: Endpoint) => (ep.host === 'plus' || ep.host === 'payment' ? PLUS_KEY : {});

export async function startWalk(): Promise<Walk> {
  const t = await startTestApp();
  const at = t.app.ctx.now();
  const token = await t.tokenOf('demo-b-admin');
  /** A set-up call by endpoint id, which must succeed. */
  const made = async (id: string, call: Omit<WriteCall, 'tries'>) => {
    const ep = t.app.registrar.endpoints.find((e) => e.id === id)!;
    const res = await t.call({ method: ep.method, url: urlOf(ep, call), token, headers: headersOf(ep), payload: call.body as never });
    const body = res.json<{ status: number; data: Record<string, string> }>();
    if (body.status !== 0) throw new Error(`walk set-up ${id} failed: ${res.body}`);
    return body.data;
  };
  // A's records the seed lacks: a share link of its monthly report.
  const shared = await t.call({ method: 'POST', url: '/api/report/v0/share', token: await t.tokenOf('demo-admin'), payload: { month: '2026-01' } });
  if (shared.json().status !== 0) throw new Error(`walk set-up report.share failed: ${shared.body}`);
  const [aCar] = await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted AND enabled_code ORDER BY uid LIMIT 1`);
  const live = await t.call({ method: 'POST', url: '/api/monitor/v0/live-share', token: await t.tokenOf('demo-admin'), payload: { carUid: aCar.uid, duration: '1h' } });
  if (live.json().status !== 0) throw new Error(`walk set-up liveShare.create failed: ${live.body}`);
  const other = await recordsOf(t.app.ctx.db, 'ent-a');
  const seeded = await recordsOf(t.app.ctx.db, 'ent-b', false);
  // B's own records the seed lacks, or that the walk needs in a given state.
  const user = await made('users.create', { body: { name: 'b-walk-user', password: 'Passw0rd!x', zhName: '走訪', role: 'staff', email: 'walk@fleet-b.tw' } });
  const video = await made('video.request', { params: { carUid: seeded.car }, body: { startTime: at - 7_200_000, endTime: at - 7_140_000, cache: false } });
  // Ready now, rather than while the walk runs: its completion would change the database mid-walk.
  await t.app.ctx.db.query(`UPDATE video_records SET ready_at = $2 WHERE uid = $1`, [video.uid, new Date(at - 1000)]);
  await completeDue(t.app.ctx);
  // A driver of B who signs in, for the driver-scoped calls; B's own task is theirs.
  const db = t.app.ctx.db;
  const hash = (await db.one<{ password_hash: string }>(`SELECT password_hash FROM users WHERE name = 'demo-b-admin'`))!.password_hash;
  const driverUid = await insertUser(db, { enterpriseUid: 'ent-b', name: 'b-walk-driver', password: '', passwordHash: hash, zhName: '走訪司機', role: 'driver', codes: ['P_P13', 'P_P36'] }, at);
  const driverToken = await t.tokenOf('b-walk-driver');
  const task = await made('task.create', { body: {
    taskDate: at + DAY, carUid: seeded.car, driverUid, taskList: [{ name: '倉庫', address: '台北市信義區市府路1號', lat: 25.0375, lng: 121.5637 }] } });
  const order = await made('plus.createOrder', { body: { planUid: 'plan-video-month', carUids: [seeded.car], paymentMethod: 'card' } });
  const payment = await made('payment.token', { params: { code: order.code } });
  const reportShare = await made('report.share', { body: { month: '2026-01' } });
  const liveShare = await made('liveShare.create', { body: { carUid: seeded.car, duration: '1h' } });
  const own: EnterpriseRecords = {
    ...(await recordsOf(t.app.ctx.db, 'ent-b', false)),
    user: user.uid, task: task.uid, videoRecord: video.uid, plusOrder: order.uid, plusOrderCode: order.code, paymentToken: payment.paymentToken,
    reportShare: reportShare.uid, liveShare: liveShare.uid,
  };
  const routes = t.app.registrar.endpoints.filter((ep) => ep.method !== 'GET' && ep.id in WRITE_CASES)
    .sort((x, y) => removes(x) - removes(y));
  return {
    t, other, own, routes,
    send(ep, call) {
      const caller = call.asDriver ? driverToken : token;
      if (!call.upload) return t.call({ method: ep.method, url: urlOf(ep, call), token: caller, headers: headersOf(ep), payload: call.body as never });
      const form = multipart('clip.wav', 'audio/wav', clip);
      return t.call({ method: ep.method, url: urlOf(ep, call), token: caller, payload: form.payload, headers: { ...headersOf(ep), ...form.headers } });
    },
  };
}

/** Refused as not found (or, behind a capability token, as that token's bad input). */
export function refusedAsNotFound(res: { statusCode: number; json: () => { status: number; message: string; field?: string } }, call: WriteCall): boolean {
  const body = res.json();
  if (call.refusedAt) return res.statusCode === 400 && body.status === 4000001 && body.field === call.refusedAt;
  return (res.statusCode === 404 && body.status === 4040001)
    || (res.statusCode === 400 && body.status === 4000001 && /找不到|不存在/.test(body.message));
}
