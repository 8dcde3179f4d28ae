import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/** scrypt parameters: N=2^14 is deliberately slow (tens of ms) while keeping seeding bearable. */
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${PARAMS.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { ...PARAMS, N: Number(n) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches, checked for a name that has no account, so a wrong password costs the
 * same time whether the name exists or not (issue 10, 9).
 */
const DUMMY_HASH = `scrypt$${PARAMS.N}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;

/** Checks a password against an account's hash, or against the dummy hash when there is no account. */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? DUMMY_HASH);
  return ok && stored !== null;
}

/** The password rule the server enforces (and the console shows): 8–64 characters with a letter and a digit. */
export const PASSWORD_RULE = '密碼需為 8 至 64 個字元，並同時包含英文字母與數字。';
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}
