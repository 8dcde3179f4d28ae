import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './fixtures';

/**
 * The monitor map against the real server and its simulated fleet. Until the console root mounts
 * /monitor, the element is reached through its standalone host page demo/pages/monitor.html.
 */
const MONITOR_PATH = '/monitor';

const map = (page: Page) => page.locator('fms-monitor-map');
const rows = (page: Page) => map(page).locator('[role="listbox"] .truck-row');
const positionOf = async (row: Locator) => `${await row.getAttribute('data-lat')},${await row.getAttribute('data-lng')}`;

async function openMonitor(page: Page): Promise<void> {
  await signInByApi(page, 'demo-admin');
  await page.goto(MONITOR_PATH);
  await expect(rows(page).first()).toBeVisible();
}

test('after sign-in the monitor lists the simulated trucks and their positions change', async ({ page }) => {
  await openMonitor(page);
  expect(await rows(page).count()).toBeGreaterThan(3);
  await expect(map(page).locator('.trucks-count')).toContainText('輛');
  const driving = rows(page).filter({ hasText: '行駛中' }).first();
  const uid = await driving.getAttribute('data-car-uid');
  const row = map(page).locator(`.truck-row[data-car-uid="${uid}"]`);
  const before = await positionOf(row);
  await expect.poll(() => positionOf(row), { timeout: 20_000 }).not.toBe(before);
});

test('issue 9: the live feed socket is compressed (permessage-deflate) in the browser', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const extensions: string[] = [];
  cdp.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    extensions.push(headers['sec-websocket-extensions'] ?? '');
  });
  await openMonitor(page);
  await expect.poll(() => extensions.length, { timeout: 20_000 }).toBeGreaterThan(0);
  for (const value of extensions) expect(value).toContain('permessage-deflate');
});

test('the label checkboxes are off by default and survive a reload', async ({ page }) => {
  await openMonitor(page);
  const carNo = map(page).getByRole('checkbox', { name: '車號' });
  const speed = map(page).getByRole('checkbox', { name: '車速' });
  await expect(carNo).not.toBeChecked();
  await expect(speed).not.toBeChecked();
  await carNo.check();
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(map(page).getByRole('checkbox', { name: '車號' })).toBeChecked();
  await expect(map(page).getByRole('checkbox', { name: '車速' })).not.toBeChecked();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settingCheckbox') ?? '{}'))).toEqual({
    carNo: true, driverName: false, speed: false, fence: false,
  });
});

test('a truck can be found, opened (its carNo and an address) and followed until the map is dragged', async ({ page }) => {
  await openMonitor(page);
  const driving = rows(page).filter({ hasText: '行駛中' }).first();
  const carNo = (await driving.locator('.truck-no').textContent())!.trim();
  await map(page).getByRole('searchbox', { name: '搜尋車號或駕駛' }).fill(carNo);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().click();
  const detail = map(page).locator('.vehicle-detail');
  await expect(detail.getByRole('heading', { name: carNo })).toBeVisible();
  await expect(detail.locator('.vd-address')).toHaveText(/[縣市].+[區鄉鎮市]/);
  const follow = detail.getByRole('switch', { name: '跟隨車輛' });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-checked', 'true');
  await expect(map(page).getByRole('status').filter({ hasText: `正在跟隨 ${carNo}` })).toBeVisible();
  // Following: the map centre moves with the truck.
  const mapBox = map(page).locator('.map');
  const centre = await mapBox.getAttribute('data-center');
  await expect.poll(() => mapBox.getAttribute('data-center'), { timeout: 20_000 }).not.toBe(centre);
  const box = (await mapBox.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 40, { steps: 8 });
  await page.mouse.up();
  await expect(follow).toHaveAttribute('aria-checked', 'false');
});

test('the monitor page has no axe violations', async ({ page }) => {
  await openMonitor(page);
  await rows(page).first().click();
  await expect(map(page).locator('.vehicle-detail')).toBeVisible();
  await expectNoAxeViolations(page);
});
