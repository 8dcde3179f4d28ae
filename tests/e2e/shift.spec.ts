import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { BASE_URL, callApi, DEMO_PASSWORD, signInByApi } from './fixtures';

/**
 * A shift that lasts all day (issue 10, 11, 14, 15): the console keeps its session past the access
 * token's life, its sockets follow the refreshed token, and the bell catches up on what a socket
 * drop hid. The first test runs against a server of its own whose access tokens live 20 s
 * (FMS_ACCESS_TTL), so that outliving a token takes seconds; the shared server keeps the default.
 */

const SHORT_TTL_S = 20;
const SHORT_PORT = Number(process.env.E2E_PORT ?? 8181) + 17;
const SHORT_URL = `http://127.0.0.1:${SHORT_PORT}`;
const root = path.resolve(import.meta.dirname, '../..');

interface Tokens { accessToken: string; idToken: string; refreshToken: string }

const signIn = (page: Page, origin: string): Promise<Tokens> => signInByApi(page, 'demo-admin', DEMO_PASSWORD, origin);

/** A new car of the admin's enterprise, brought under management: a category-1 notification. */
async function bindNewCar(page: Page, origin: string, token: string, tag: string): Promise<string> {
  const carNo = `${tag}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const created = await callApi<{ uid: string }>(page, token, 'POST', `${origin}/api/car/v0`, { carNo, model: 'XZU720' });
  expect(created.status, JSON.stringify(created)).toBe(0);
  const enabled = await callApi(page, token, 'POST', `${origin}/api/car/v0/enable`, { uids: [created.data.uid] });
  expect(enabled.status).toBe(0);
  return carNo;
}

async function cookie(page: Page, name: string): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
}

const expOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp as number;

test.describe('a session that outlives its access token', () => {
  let server: ChildProcess | null = null;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fms-e2e-shift-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--seed=small', '--quiet'], {
      cwd: root,
      env: {
        ...process.env, PORT: String(SHORT_PORT), HOST: '127.0.0.1', FMS_DATA_DIR: dataDir, FMS_RESET: '1',
        FMS_ACCESS_TTL: String(SHORT_TTL_S),
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => {
      try {
        return (await fetch(`${SHORT_URL}/api/docs`)).ok;
      } catch {
        return false;
      }
    }, { timeout: 170_000, intervals: [1_000] }).toBe(true);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const child = server;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      // It closes its database first; a server that takes too long is stopped outright.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(stuck);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('issue 10, 14: a user on /monitor stays signed in past its first access token\'s life, and live events still reach the bell', async ({ page }) => {
    test.setTimeout(120_000);
    const first = await signIn(page, SHORT_URL);
    await page.goto(`${SHORT_URL}/monitor`);
    const bell = page.locator('fms-notification-bell');
    await expect(bell.getByRole('button', { name: /^通知/ })).toBeVisible();

    // Wait until the console has renewed the tokens past the first token's expiry.
    await expect.poll(async () => {
      const token = await cookie(page, 'accessToken');
      return token && token !== first.accessToken ? expOf(token) : 0;
    }, { timeout: 60_000, intervals: [1_000] }).toBeGreaterThan(expOf(first.accessToken) + SHORT_TTL_S / 2);
    await expect.poll(() => Date.now() / 1000, { timeout: 30_000, intervals: [1_000] }).toBeGreaterThan(expOf(first.accessToken) + 1);
    expect(new URL(page.url()).pathname).toBe('/monitor');

    // The socket follows the renewed token: an event raised now, after the first token expired, arrives live.
    const carNo = await bindNewCar(page, SHORT_URL, await cookie(page, 'accessToken'), 'SFT');
    await bell.getByRole('button', { name: /^通知（有(新通知|特別事件)）$/ }).click();
    await expect(bell.getByRole('list', { name: '最新通知' }).getByRole('link', { name: `車輛 ${carNo} 已完成納管` })).toBeVisible();

    // A reload reads the renewed cookies: still signed in, still on /monitor.
    await page.reload();
    await expect(bell.getByRole('button', { name: /^通知/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/monitor');
  });

  test('spec 4: a revoked session (refresh answered 401) is reset to /', async ({ page }) => {
    test.setTimeout(120_000);
    const tokens = await signIn(page, SHORT_URL);
    await page.goto(`${SHORT_URL}/monitor`);
    await expect(page.locator('fms-notification-bell').getByRole('button', { name: /^通知/ })).toBeVisible();
    // Signing the session out elsewhere revokes its refresh token; the next renewal is refused.
    const res = await page.request.post(`${SHORT_URL}/api/auth/v0/sign-out`, {
      data: { refreshToken: tokens.refreshToken },
      headers: { 'X-API-Key': 'fms-demo-api-key', Authorization: `Bearer ${tokens.accessToken}` },
    });
    expect((await res.json()).status).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe('/');
    expect(await cookie(page, 'accessToken')).toBe('');
  });
});

test('issue 10, 15: notifications raised while the socket is down reach the bell after it reconnects', async ({ page }) => {
  test.setTimeout(120_000);
  const live = new Set<WebSocketRoute>();
  let down = false;
  let joined!: () => void;
  const eventSocketJoined = new Promise<void>((done) => { joined = done; });
  await page.routeWebSocket((url) => url.pathname.startsWith('/socket'), (ws) => {
    if (down) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (String(message).startsWith('40/fms-event')) joined();
      ws.send(message);
    });
    live.add(ws);
  });

  const { accessToken } = await signIn(page, BASE_URL);
  await page.goto('/monitor');
  const bell = page.locator('fms-notification-bell');
  const button = bell.getByRole('button', { name: /^通知/ });
  await expect(button).toBeVisible();
  await eventSocketJoined;
  await button.click();
  await button.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The network drops: the sockets close and every reconnection is refused until it is back.
  down = true;
  for (const ws of live) await ws.close();
  live.clear();
  const missed: string[] = [];
  for (let i = 0; i < 8; i++) missed.push(await bindNewCar(page, BASE_URL, accessToken, 'GAP'));
  down = false;

  // Back online: the socket reconnects on its backoff and the bell reads what it missed.
  const alerted = bell.getByRole('button', { name: /^通知（有(新通知|特別事件)）$/ });
  await expect(alerted).toBeVisible({ timeout: 60_000 });
  await alerted.click();
  const list = bell.getByRole('list', { name: '最新通知' });
  await expect(list.getByRole('link', { name: `車輛 ${missed[7]} 已完成納管` })).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole('link', { name: `車輛 ${missed[6]} 已完成納管` })).toBeVisible();
  // No entry twice.
  const names = await list.getByRole('link').allTextContents();
  expect(new Set(names).size).toBe(names.length);
});
