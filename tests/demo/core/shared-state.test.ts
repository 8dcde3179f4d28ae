import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp, createLogSender, type App } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { REFRESH_GRACE_MS } from '../../../demo/server/domains/core/sessions';
import { SIGN_IN_LOCK } from '../../../demo/server/auth/sign-in-lock';
import { serviceOf } from '../../../demo/server/services';
import { manualClock } from '../../../src/core/clock';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { TEST_NOW } from '../test-clock';
import { API_KEY } from '../harness';

/**
 * Issue 25, 2: several server processes share one PostgreSQL, and a request may land on any of
 * them, so every answer that depends on earlier requests comes from the database. Two apps on one
 * database stand for two workers: what one counted, spent or revoked, the other sees.
 */
let pg: ThrowawayPostgres;
/** The two "workers", each with its own demo sender (an OTP sent by one is read from its sender). */
const workers: Array<{ app: App; sender: ReturnType<typeof createLogSender> }> = [];
/** One clock for both, moved by hand (the refresh grace, the device reports' times). */
const clock = manualClock(TEST_NOW);
/** A device may send this many reports a minute here (FMS_DEVICE_RATE), so the test floods it quickly. */
const DEVICE_RATE = 4;
const savedDeviceRate = process.env.FMS_DEVICE_RATE;

beforeAll(async () => {
  process.env.FMS_DEVICE_RATE = String(DEVICE_RATE);
  pg = await startThrowawayPostgres();
  const databaseUrl = await pg.createDatabase('shared_state');
  // Workers sign with one secret (FMS_TOKEN_SECRET), or a token from one would be forged to the other.
  const savedSecret = process.env.FMS_TOKEN_SECRET;
  process.env.FMS_TOKEN_SECRET = 'shared-state-test-secret';
  try {
    // The first one migrates and seeds; the second finds both done, as a second worker does.
    for (let i = 0; i < 2; i += 1) {
      const sender = createLogSender(() => {});
      const app = await buildApp({ databaseUrl, dataDir: null, seedSize: 'small', background: false, logger: false, now: clock, sender, partnerOrigins: [] });
      await app.fastify.ready();
      workers.push({ app, sender });
    }
  } finally {
    restoreEnv('FMS_TOKEN_SECRET', savedSecret);
  }
}, 240_000);

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

afterAll(async () => {
  for (const w of workers) await w.app.close();
  await pg?.stop();
  restoreEnv('FMS_DEVICE_RATE', savedDeviceRate);
});

type Call = InjectOptions & { token?: string; ip?: string };
/** A request to worker `i` (0 or 1), from the client address `ip`. */
async function call(i: number, { token, ip = '10.0.0.1', headers, ...rest }: Call) {
  const res = await workers[i].app.fastify.inject({
    ...rest,
    remoteAddress: ip,
    headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return res;
}
const post = (i: number, url: string, payload: object, extra: Omit<Call, 'url' | 'payload'> = {}) =>
  call(i, { method: 'POST', url, payload, ...extra });
const statusOf = (res: { json(): unknown }) => (res.json() as { status: number }).status;

const signIn = (i: number, name: string, password = DEMO_PASSWORD, ip?: string) =>
  post(i, '/api/auth/v0/sign-in', { name, password }, { ip });
async function sessionOn(i: number, name: string) {
  const res = await signIn(i, name);
  expect(statusOf(res), res.body).toBe(0);
  return res.json().data as { accessToken: string; refreshToken: string };
}
const refresh = (i: number, refreshToken: string) => post(i, '/api/auth/v0/token', { grantType: 'refreshToken', refreshToken });
const authorityList = (i: number, token: string) => post(i, '/api/authority/v0/list', {}, { token });

describe('rate limits and the sign-in lockout count on every worker (issue 25, 2)', () => {
  it('five wrong passwords split over two workers lock the account on both: the right one answers 429 with Retry-After', async () => {
    const ip = '10.0.1.1';
    for (let k = 0; k < SIGN_IN_LOCK.perAccount; k += 1) {
      expect(statusOf(await signIn(k % 2, 'demo-viewer', 'wrong-password', ip))).toBe(4010002);
    }
    for (const i of [0, 1]) {
      const locked = await signIn(i, 'demo-viewer', DEMO_PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toBe(`登入失敗次數過多，請 ${SIGN_IN_LOCK.windowMs / 60_000} 分鐘後再試。`);
    }
  });

  it('wrong passwords sent at once to both workers get the account\'s five tries between them, the rest 429', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, k) => signIn(k % 2, 'demo-b-admin', 'wrong-password', '10.0.1.2')));
    expect(answers.filter((a) => statusOf(a) === 4010002)).toHaveLength(SIGN_IN_LOCK.perAccount);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - SIGN_IN_LOCK.perAccount);
  });

  it('a public budget (forgot-password per account) is one budget for both workers', async () => {
    const ask = (i: number) => post(i, '/api/auth/v0/password/forgot', { account: 'nobody-at-all' }, { ip: `10.0.2.${i + 1}` });
    for (let k = 0; k < 5; k += 1) expect(statusOf(await ask(k % 2))).toBe(0);
    for (const i of [0, 1]) {
      const refused = await ask(i);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('attempts sent to both workers at once are each counted: of twelve parallel lookups by one client, two are refused', async () => {
    // password/users allows a client ten a window; twelve at once, six per worker, leave exactly two over.
    const ip = '10.0.3.1';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, k) =>
      post(k % 2, '/api/auth/v0/password/users', { resetToken: 'not-a-token', account: 'x' }, { ip })));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(2);
  });
});

describe('one-time passwords and activation work once, on whichever worker (issue 25, 2)', () => {
  it('a reset code sent by one worker verifies on the other; one code sets one password, even with two reset tokens used at once', async () => {
    const forgot = (await post(0, '/api/auth/v0/password/forgot', { account: 'demo-driver' }, { ip: '10.0.4.1' })).json();
    const code = workers[0].sender.last.get('0912000003')!.code;
    const verify = (i: number) => post(i, '/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code });
    const first = (await verify(1)).json();
    const second = (await verify(0)).json();
    expect([first.status, second.status]).toEqual([0, 0]);
    const changes = await Promise.all([
      post(0, '/api/auth/v0/password/change', { resetToken: first.data.resetToken, password: 'Driver2026a' }),
      post(1, '/api/auth/v0/password/change', { resetToken: second.data.resetToken, password: 'Driver2026b' }),
    ]);
    expect(changes.map(statusOf).sort()).toEqual([0, 4010001]);
    // The code is spent: verifying it again on either worker is refused.
    for (const i of [0, 1]) expect(statusOf(await verify(i))).toBe(4000001);
  });

  it('one reset token used on both workers at once sets one password', async () => {
    const forgot = (await post(1, '/api/auth/v0/password/forgot', { account: 'demo-driver' }, { ip: '10.0.4.2' })).json();
    const code = workers[1].sender.last.get('0912000003')!.code;
    const { resetToken } = (await post(0, '/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code })).json().data;
    const changes = await Promise.all([0, 1].map((i) => post(i, '/api/auth/v0/password/change', { resetToken, password: `Driver2026${'cd'[i]}` })));
    expect(changes.map(statusOf).sort()).toEqual([0, 4010001]);
  });

  it('five wrong codes sent at once to both workers end the request: a sixth try, the right code too, is refused', async () => {
    const forgot = (await post(1, '/api/auth/v0/password/forgot', { account: 'demo-b-admin' }, { ip: '10.0.5.1' })).json();
    const code = workers[1].sender.last.get('0912000004')!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, k) =>
      post(k % 2, '/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: wrong })));
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(3);
    const right = await post(0, '/api/auth/v0/password/otp', { otpToken: forgot.data.otpToken, otp: code });
    expect(right.statusCode).toBe(429);
  });

  it('a code resent on both workers at once is sent once: the other resend is told to wait', async () => {
    const forgot = (await post(0, '/api/auth/v0/password/forgot', { account: 'demo-admin' }, { ip: '10.0.5.2' })).json();
    expect(forgot.status, JSON.stringify(forgot)).toBe(0);
    clock.advance(61_000);
    const resends = await Promise.all([0, 1].map((i) => call(i, { method: 'PATCH', url: '/api/auth/v0/password/otp', payload: { otpToken: forgot.data.otpToken } })));
    expect(resends.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });

  const registration = (n: string, taxId: string, verifyBy: 'email' | 'otp') => ({
    agree: true,
    enterprise: { name: `共享狀態${n}物流有限公司`, taxId, contactName: '林先生', phone: '02-555-1234', email: `office${n}@shared-state.tw`, address: '100臺北市中正區重慶南路一段1號' },
    admin: { name: `ss-admin-${n}`, password: 'Register2026', zhName: '林志明', mobile: `09350000${n.padStart(2, '0')}`, email: `admin${n}@shared-state.tw` },
    verifyBy,
  });
  const enable = (i: number, payload: object) => post(i, '/api/users/v0/enable', payload);

  it('an activation code sent by one worker enables the account on the other; used on both at once, it works once', async () => {
    const res = (await post(0, '/api/enterprise/v0', registration('1', '22099131', 'otp'), { ip: '10.0.6.1' })).json();
    expect(res.status, JSON.stringify(res)).toBe(0);
    const { code } = workers[0].sender.last.get('0935000001')!;
    const answers = await Promise.all([0, 1, 0, 1].map((i) => enable(i, { otpToken: res.data.otpToken, otp: code })));
    expect(answers.map(statusOf).sort()).toEqual([0, 4000001, 4000001, 4000001]);
  });

  it('an activation link mailed by one worker opens on the other; opened on both at once, it works once', async () => {
    const res = (await post(1, '/api/enterprise/v0', registration('2', '04595257', 'email'), { ip: '10.0.6.2' })).json();
    expect(res.status, JSON.stringify(res)).toBe(0);
    const { token } = workers[1].sender.last.get('admin2@shared-state.tw')!;
    const answers = await Promise.all([0, 1, 0, 1].map((i) => enable(i, { token })));
    expect(answers.map(statusOf).sort()).toEqual([0, 4000001, 4000001, 4000001]);
  });
});

describe('once-tokens, refresh tokens and revocation hold on every worker (issue 25, 2)', () => {
  const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };
  const redeem = (i: number, onceToken: string, carUid: string) =>
    call(i, { method: 'POST', url: '/plus/auth/validate/once-token', payload: { onceToken, carUid }, headers: PLUS_KEY });

  it('a once-token asked on one worker is spent on the other, and refused after; redeemed on both at once, it works once', async () => {
    const admin = await sessionOn(0, 'demo-admin');
    const carUid = (await workers[0].app.ctx.db.one<{ uid: string }>(
      `SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
    const ask = async (i: number) => (await call(i, { method: 'GET', url: `/plus/auth/once-token/${carUid}`, token: admin.accessToken, headers: PLUS_KEY })).json().data as string;
    const once = await ask(0);
    expect(statusOf(await redeem(1, once, carUid))).toBe(0);
    expect(statusOf(await redeem(0, once, carUid))).toBe(4010001);
    const racing = await ask(1);
    const answers = await Promise.all([0, 1, 0, 1].map((i) => redeem(i, racing, carUid)));
    expect(answers.map(statusOf).sort()).toEqual([0, 4010001, 4010001, 4010001]);
  });

  it('a refresh token rotated on one worker still refreshes on the other within the grace', async () => {
    const first = await sessionOn(0, 'demo-admin');
    expect(statusOf(await refresh(0, first.refreshToken))).toBe(0);
    expect(statusOf(await refresh(1, first.refreshToken))).toBe(0);
  });

  it('two tabs refreshing with one token at the same moment on two workers both stay signed in', async () => {
    const first = await sessionOn(1, 'demo-admin');
    const answers = await Promise.all([0, 1].map((i) => refresh(i, first.refreshToken)));
    expect(answers.map(statusOf)).toEqual([0, 0]);
    for (const [i, a] of answers.entries()) expect((await authorityList(1 - i, a.json().data.accessToken)).statusCode).toBe(200);
  });

  it('after the grace the spent refresh token is refused on the other worker, and the session is revoked on both', async () => {
    const first = await sessionOn(1, 'demo-admin');
    const second = (await refresh(1, first.refreshToken)).json().data;
    clock.advance(REFRESH_GRACE_MS + 1_000);
    expect(statusOf(await refresh(0, first.refreshToken))).toBe(4010001);
    for (const i of [0, 1]) {
      expect(statusOf(await refresh(i, second.refreshToken))).toBe(4010001);
      expect((await authorityList(i, second.accessToken)).statusCode).toBe(401);
    }
  });

  it('signing out on one worker ends the session on the other', async () => {
    const session = await sessionOn(0, 'demo-admin');
    expect((await authorityList(1, session.accessToken)).statusCode).toBe(200);
    expect(statusOf(await post(0, '/api/auth/v0/sign-out', {}, { token: session.accessToken }))).toBe(0);
    expect((await authorityList(1, session.accessToken)).statusCode).toBe(401);
    expect(statusOf(await refresh(1, session.refreshToken))).toBe(4010001);
  });
});

describe('notification catch-up is served by either worker (issue 25, 2)', () => {
  it('a notification stored by one worker is in the list the other answers after a reconnect', async () => {
    const at = clock();
    const [sent] = await serviceOf(workers[0].app.ctx, 'comms.notify')({
      enterpriseUid: 'ent-a', userUids: ['user-demo-admin'], category: 1, type: 'notice', code: 'shared-state', title: '共享狀態測試', content: '由一號工作行程送出',
    });
    expect(sent).toBeDefined();
    const admin = await sessionOn(1, 'demo-admin');
    const list = (await post(1, '/api/message/v0/list', { categoryList: [1], startTime: at - 60_000, endTime: at + 60_000 }, { token: admin.accessToken })).json();
    expect(list.status, JSON.stringify(list)).toBe(0);
    expect(list.data.list.map((m: { uid: string }) => m.uid)).toContain(sent.uid);
  });
});

describe('the device intake counts on every worker (issue 25, 2)', () => {
  const report = (i: number, id: string) =>
    call(i, { method: 'GET', url: `/devices/osmand?${new URLSearchParams({ id, lat: '24.1477', lon: '120.6736', timestamp: String(Math.floor(clock() / 1000)) })}` });
  const status = async (i: number, token: string) => (await call(i, { method: 'GET', url: '/devices/status', token })).json().data;

  it('a device past its reports a minute, split over two workers, gets 429 with Retry-After on both', async () => {
    for (let k = 0; k < DEVICE_RATE; k += 1) expect((await report(k % 2, 'flooding-device')).statusCode).toBe(404);
    for (const i of [0, 1]) {
      const refused = await report(i, 'flooding-device');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('unknown ids and refusals are summed over both workers in the status either answers', async () => {
    const operator = await sessionOn(0, 'demo-operator');
    const before = await status(0, operator.accessToken);
    await report(0, 'typo-device-1');
    await report(1, 'typo-device-1');
    await report(1, 'typo-device-1');
    for (const i of [0, 1]) {
      const after = await status(i, operator.accessToken);
      expect(after.refused.unknownDevice).toBe(before.refused.unknownDevice + 3);
      expect(after.unknownDevices[0]).toMatchObject({ id: 'typo-device-1', count: 3 });
    }
  });
});
