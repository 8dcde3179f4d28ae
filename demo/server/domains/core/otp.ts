import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/database';
import { ApiError, badInput, tooMany } from '../../http/errors';
import { API_STATUS } from '../../../../src/core/api/contract/status';
import { DAY_MS } from '../../time';

export const OTP_TTL_S = 300;
export const OTP_RESEND_S = 60;
export const OTP_MAX_ATTEMPTS = 5;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** 0912345678 → 0912***678; a@b.tw → a***@b.tw. */
export function maskContact(value: string): string {
  if (value.includes('@')) {
    const [name, domain] = value.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return value.length > 6 ? `${value.slice(0, 4)}***${value.slice(-3)}` : '***';
}

interface OtpRow {
  uid: string;
  /** null for a decoy: the answer to a missing account, which sends nothing and never verifies. */
  user_uid: string | null;
  code_hash: string;
  sent_to: string;
  attempts: number;
  verified: boolean;
  used: boolean;
  expires_at: Date;
  resend_at: Date;
}

async function sendCode(ctx: ServerContext, to: string, code: string, otpUid: string) {
  await ctx.sender.send(to, 'otp', `您的驗證碼為 ${code}，${OTP_TTL_S / 60} 分鐘內有效。`, { code, otpToken: otpUid });
}

/** How long a request is kept after it expired: a late resend of it still works, and then it goes. */
const OTP_KEPT_MS = DAY_MS;

/** Drops requests long expired (decoys included), so the table does not grow with every request ever made. */
async function sweepOtps(ctx: ServerContext, now: number): Promise<void> {
  await ctx.db.query(`DELETE FROM otp_requests WHERE expires_at < $1`, [new Date(now - OTP_KEPT_MS)]);
}

export async function createOtp(ctx: ServerContext, userUid: string, to: string, purpose: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const uid = randomUUID();
  const now = ctx.now();
  await sweepOtps(ctx, now);
  await ctx.db.query(
    `INSERT INTO otp_requests (uid, user_uid, purpose, code_hash, sent_to, expires_at, resend_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [uid, userUid, purpose, hash(code), to, new Date(now + OTP_TTL_S * 1000), new Date(now + OTP_RESEND_S * 1000)],
  );
  await sendCode(ctx, to, code, uid);
  return { otpToken: uid, sentTo: maskContact(to), expiresIn: OTP_TTL_S };
}

/**
 * The answer to a forgot-password request for a missing account (issue 10, 9): shaped like a real
 * one, with a mobile number made up from the identifier (the same one each time), so the answer
 * does not tell which accounts exist. Nothing is sent and no code verifies it.
 */
export async function createDecoyOtp(ctx: ServerContext, account: string) {
  const digits = BigInt(`0x${createHmac('sha256', ctx.tokens.secret).update(account.trim().toLowerCase()).digest('hex').slice(0, 12)}`);
  const fakeMobile = `09${(digits % 100_000_000n).toString().padStart(8, '0')}`;
  const uid = randomUUID();
  const now = ctx.now();
  await sweepOtps(ctx, now);
  await ctx.db.query(
    `INSERT INTO otp_requests (uid, user_uid, purpose, code_hash, sent_to, expires_at, resend_at) VALUES ($1, NULL, 'reset', $2, $3, $4, $5)`,
    [uid, hash(randomBytes(32).toString('hex')), fakeMobile, new Date(now + OTP_TTL_S * 1000), new Date(now + OTP_RESEND_S * 1000)],
  );
  return { otpToken: uid, sentTo: maskContact(fakeMobile), expiresIn: OTP_TTL_S };
}

export const GONE = '驗證請求不存在或已失效，請重新申請。';

async function load(ctx: ServerContext, otpToken: string): Promise<OtpRow> {
  const row = await ctx.db.one<OtpRow>(`SELECT * FROM otp_requests WHERE uid = $1`, [otpToken]);
  if (!row || row.used) throw badInput('otpToken', GONE);
  return row;
}

/**
 * Sends a new code, once a minute: the new code is stored only while the request's resend time has
 * come, by one conditional statement, so two resends at once (two tabs, two server processes)
 * send one code and the other is told to wait.
 */
export async function resendOtp(ctx: ServerContext, otpToken: string) {
  const row = await load(ctx, otpToken);
  const now = ctx.now();
  const wait = (resendAt: Date) => tooMany(`請於 ${Math.ceil((new Date(resendAt).getTime() - now) / 1000)} 秒後再重新發送。`);
  if (new Date(row.resend_at).getTime() > now) throw wait(row.resend_at);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const renewed = await ctx.db.query(
    `UPDATE otp_requests SET code_hash = $2, attempts = 0, verified = false, expires_at = $3, resend_at = $4
      WHERE uid = $1 AND resend_at <= $5 AND NOT used RETURNING uid`,
    [row.uid, hash(code), new Date(now + OTP_TTL_S * 1000), new Date(now + OTP_RESEND_S * 1000), new Date(now)],
  );
  if (!renewed.length) throw wait(new Date(now + OTP_RESEND_S * 1000));
  if (row.user_uid) await sendCode(ctx, row.sent_to, code, row.uid);
  return { otpToken: row.uid, sentTo: maskContact(row.sent_to), expiresIn: OTP_TTL_S };
}

export async function otpStatus(ctx: ServerContext, otpToken: string) {
  const row = await load(ctx, otpToken);
  const now = ctx.now();
  return {
    sentTo: maskContact(row.sent_to),
    resendIn: Math.max(0, Math.ceil((new Date(row.resend_at).getTime() - now) / 1000)),
    expiresIn: Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - now) / 1000)),
    verified: row.verified,
  };
}

const TOO_MANY_TRIES = '驗證碼錯誤次數過多，請重新發送。';

/**
 * Checks a code; five wrong tries end the request. Returns the user of the request. A try is
 * counted by one conditional statement, so guesses sent at once to several server processes
 * (issue 25, 2) still get five tries between them, not five each.
 */
export async function verifyOtp(ctx: ServerContext, otpToken: string, code: string): Promise<string> {
  const row = await load(ctx, otpToken);
  if (new Date(row.expires_at).getTime() <= ctx.now()) throw badInput('otp', '驗證碼已過期，請重新發送。');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw tooMany(TOO_MANY_TRIES);
  if (hash(code) !== row.code_hash || !row.user_uid) {
    const counted = await ctx.db.query(
      `UPDATE otp_requests SET attempts = attempts + 1 WHERE uid = $1 AND attempts < $2 RETURNING uid`, [row.uid, OTP_MAX_ATTEMPTS]);
    if (!counted.length) throw tooMany(TOO_MANY_TRIES);
    throw new ApiError(API_STATUS.VALIDATION, '驗證碼錯誤。', 'otp');
  }
  const verified = await ctx.db.query(
    `UPDATE otp_requests SET verified = true WHERE uid = $1 AND code_hash = $2 AND attempts < $3 AND NOT used RETURNING uid`,
    [row.uid, row.code_hash, OTP_MAX_ATTEMPTS]);
  if (!verified.length) throw badInput('otpToken', GONE);
  return row.user_uid;
}

/**
 * Uses a request up: true for the one caller that did, false when it was used before (another
 * tab, another server process, a replay), so a request does its work once.
 */
export async function consumeOtp(ctx: ServerContext, otpToken: string, db: Db = ctx.db): Promise<boolean> {
  const rows = await db.query(`UPDATE otp_requests SET used = true WHERE uid = $1 AND NOT used RETURNING uid`, [otpToken]);
  return rows.length > 0;
}
