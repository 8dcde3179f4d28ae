import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { NAUGHTY_FLAG } from './naughty-strings';

export const DEMO_PASSWORD = 'fleet-demo-2021';
/** The e2e server's origin (tests/playwright.config.ts). */
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

/** Signs in through the sign-in page as a user would. */
export async function signInAs(page: Page, name: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  const form = page.locator('fms-sign-in');
  await form.getByLabel('帳號').fill(name);
  await form.getByLabel('密碼').fill(password);
  await form.getByRole('button', { name: '登入' }).click();
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** The last OTP or link the demo sender sent to an address (test runs only; FMS_TEST_OUTBOX=1). */
export async function readOutbox(page: Page, to: string): Promise<Record<string, string>> {
  let message: Record<string, string> | null = null;
  await expect.poll(async () => {
    const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
    message = res.ok() ? (await res.json()).data : null;
    return message !== null;
  }).toBe(true);
  return message!;
}

/** The API keys of the reference server: the console's, and the Plus service's (the /plus calls). */
export const API_KEY = 'fms-demo-api-key';
export const PLUS_KEY = 'fms-demo-plus-key';

type Tokens = Record<'accessToken' | 'idToken' | 'refreshToken', string>;

/**
 * Signs in through the API and stores the cookies the console reads at first load (spec 4 'Session');
 * `origin` names another name of the server (the cookies are its). Returns the session's tokens.
 */
export async function signInByApi(page: Page, name: string, password = DEMO_PASSWORD, origin = BASE_URL): Promise<Tokens> {
  const tokens = await apiTokens(page, name, password, origin);
  await page.context().addCookies((['accessToken', 'idToken', 'refreshToken'] as const).map((n) => ({ url: origin, name: n, value: tokens[n] })));
  return tokens;
}

/** The three tokens of a sign-in through the API, for calls a test makes as that user. */
export async function apiTokens(page: Page, name: string, password = DEMO_PASSWORD, origin = BASE_URL): Promise<Tokens> {
  const res = await page.request.post(`${origin}/api/auth/v0/sign-in`, { data: { name, password }, headers: { 'X-API-Key': API_KEY } });
  const body = await res.json();
  if (body.status !== 0) throw new Error(`sign-in of ${name} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** One call of the reference server as a signed-in user; returns the body {status, data, message}. */
export async function callApi<T = any>(page: Page, token: string, method: string, url: string, data?: unknown, apiKey = API_KEY): Promise<{ status: number; data: T; message?: string }> {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-API-Key': apiKey, Authorization: `Bearer ${token}` },
  });
  return res.json();
}

/** A token-shaped JWT (base64url header and payload, junk signature) whose exp lies in the past. */
export function expiredJwt(claims: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'user-expired', exp, iat: exp - 3600, ...claims })}.junk-signature`;
}

/** The WCAG levels every shipped page is checked against with axe. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * The page as it stands has no axe violations at AXE_TAGS; a failure lists each rule and its nodes.
 * axe runs in the page itself (axe.run, the builder's legacy mode): the default runs each frame
 * partly and finishes in a second, blank page it opens and loads axe into once more, which is for
 * cross-origin iframes, and the console has no iframes. The results are the same (checked rule by
 * rule, passes and violations, shadow roots included) in about half the time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing on the page is wider than the viewport: no sideways scrolling (a phone is 390 px wide). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Records every alert, confirm or prompt the page opens and dismisses it (a naughty string that
 * runs would open one); the browser's own leave question on a reload is let through.
 */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** What a naughty string that ran left behind (tests/e2e/naughty-strings.ts): null when nothing ran. */
export function naughtyFired(page: Page): Promise<unknown> {
  return page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag] ?? null, NAUGHTY_FLAG);
}

/**
 * The rows of a DataTable that hold data: not its loading skeleton (an aria-hidden body) and not a
 * loading, empty or error row. Waiting on these instead of `tbody tr` cannot catch the skeleton that
 * is replaced a moment later.
 */
export function dataRows(table: Locator): Locator {
  return table.locator('tbody:not([aria-hidden="true"]) > tr:not(.table-state-row):not(.skeleton-row)');
}

/**
 * Each page at desktop and phone width, once `ready` shows: no axe violations at 1280 px and no
 * sideways scrolling at 390 px (the check every shipped page gets).
 */
export async function expectPagesFit(page: Page, pages: ReadonlyArray<readonly [string, () => Locator]>): Promise<void> {
  for (const [path, ready] of pages) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(ready()).toBeVisible();
      if (width === 1280) await expectNoAxeViolations(page);
      else await expectNoHorizontalOverflow(page);
    }
  }
}
