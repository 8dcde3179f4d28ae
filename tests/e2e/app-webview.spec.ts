import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, expiredJwt } from './fixtures';

/**
 * Issue 9, spec 2.9 and 2.10: the mobile app's web view for one truck, demo/pages/app.html at
 * 390×844. The app opens /app.html?carUid=…&accessToken=…&idToken=…; the page embeds elements
 * (no console root) and signs them in with those tokens, kept in memory only.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface WebViewCar { uid: string; carNo: string; firstChannel: string }

/** Signs in as the app's backend would and picks a car with a DVR and its first channel's name. */
async function appLink(page: Page): Promise<{ car: WebViewCar; tokens: { accessToken: string; idToken: string } }> {
  const { accessToken, idToken } = await apiTokens(page, 'demo-admin');
  const cars = await callApi(page, accessToken, 'POST', '/api/car/v0/list', { filterEnabledCode: true, offset: 0, limit: 1000 });
  const car = cars.data.list.find((c: { udid: string | null; devices?: { dvr?: unknown } }) => c.udid && c.devices?.dvr);
  if (!car) throw new Error('no car with a DVR');
  const channels = await callApi(page, accessToken, 'POST', '/api/live-dvr/v0/channel/list', { carUid: car.uid });
  const first = channels.data[0] as { name: string; index: number };
  return { car: { uid: car.uid, carNo: car.carNo, firstChannel: `${first.name}（CH${first.index}）` }, tokens: { accessToken, idToken } };
}

function webViewUrl(query: Record<string, string>): string {
  return `/app.html?${new URLSearchParams(query)}`;
}

/** Opens the web view as the app does and waits for the truck's live status. */
async function openWebView(page: Page): Promise<WebViewCar> {
  const { car, tokens } = await appLink(page);
  await page.goto(webViewUrl({ carUid: car.uid, ...tokens }));
  await expect(page.locator('fms-vehicle-detail').getByRole('heading', { level: 2, name: car.carNo })).toBeVisible();
  return car;
}

const message = (page: Page) => page.getByRole('alert');

test('issue 9: signed in by URL tokens, the web view shows the truck, its live status and its camera within 390 px', async ({ page }) => {
  const car = await openWebView(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`車輛 ${car.carNo}`);
  await expect(page.locator('fms-vehicle-detail').locator('.vd-facts')).toContainText('駕駛');
  await expect(page.locator('fms-live-video').getByRole('figure', { name: car.firstChannel })).toBeVisible();
  await expect(page.locator('fms-live-video').getByRole('heading', { level: 2, name: '即時影像' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('spec 2.10: the tokens leave the visible URL and are written to no cookie or storage', async ({ page }) => {
  const { car, tokens } = await appLink(page);
  await page.goto(webViewUrl({ carUid: car.uid, ...tokens }));
  await expect(page.locator('fms-vehicle-detail').getByRole('heading', { level: 2, name: car.carNo })).toBeVisible();
  const url = new URL(page.url());
  expect([...url.searchParams.keys()]).toEqual(['carUid']);
  expect(url.searchParams.get('carUid')).toBe(car.uid);
  expect((await page.context().cookies()).filter((c) => /token/i.test(c.name))).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(tokens.accessToken);
  expect(stored).not.toContain(tokens.idToken);
});

test('issue 9: a link inside an element says what the app would open and the web view stays where it is', async ({ page }) => {
  const car = await openWebView(page);
  const before = page.url();
  await page.locator('fms-vehicle-detail').getByRole('link', { name: '歷史軌跡' }).click();
  await expect(page.getByRole('status').filter({ hasText: '要在 App 開啟' })).toHaveText(`要在 App 開啟：/history/journey/${car.uid}`);
  expect(page.url()).toBe(before);
});

test('spec 2.10: an expired access token shows 連結已失效 and no element', async ({ page }) => {
  const { car } = await appLink(page);
  await page.goto(webViewUrl({ carUid: car.uid, accessToken: expiredJwt(), idToken: expiredJwt({ typ: 'id' }) }));
  await expect(message(page)).toContainText('連結已失效');
  await expect(message(page)).toContainText('請從 App 重新開啟');
  await expect(page.locator('fms-vehicle-detail, fms-live-video')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.has('accessToken')).toBe(false);
});

test('spec 2.10: a token that cannot be decoded, or none at all, shows 連結已失效', async ({ page }) => {
  const { car } = await appLink(page);
  await page.goto(webViewUrl({ carUid: car.uid, accessToken: 'not-a-jwt', idToken: 'junk' }));
  await expect(message(page)).toContainText('連結已失效');
  await page.goto(webViewUrl({ carUid: car.uid }));
  await expect(message(page)).toContainText('連結已失效');
  await expect(page.locator('fms-vehicle-detail, fms-live-video')).toHaveCount(0);
});

test('a link without carUid asks to reopen it from the truck in the app', async ({ page }) => {
  const { tokens } = await appLink(page);
  await page.goto(webViewUrl(tokens));
  await expect(message(page)).toContainText('未指定車輛');
  await expect(page.locator('fms-vehicle-detail, fms-live-video')).toHaveCount(0);
});

test('issue 9: when the session ends as expired the elements leave and the page asks to reopen it', async ({ page }) => {
  await openWebView(page);
  // What the core dispatches when the tokens cannot be renewed (announceSessionExpired).
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('sessionend', { detail: { reason: 'expired' }, bubbles: true, composed: true })));
  await expect(message(page)).toContainText('登入已逾時');
  await expect(page.locator('fms-vehicle-detail, fms-live-video')).toHaveCount(0);
});

test('axe: the web view has no violations, signed in and with its message', async ({ page }) => {
  const car = await openWebView(page);
  await expect(page.locator('fms-live-video').getByRole('figure', { name: car.firstChannel })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(webViewUrl({ carUid: car.uid }));
  await expect(message(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
