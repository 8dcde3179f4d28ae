import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, signInByApi } from './fixtures';

/**
 * Spec 2.11 'External device detail', 4 TPMS: the tyre layout shows the status text of each code.
 * Runs on demo/pages/devices.html until the root mounts the device application at
 * /externalDevice/detail/{uid}.
 */
const TPMS_LABELS = [
  '正常', '胎壓警告', '溫度警告', '快漏警告', '慢漏警告', '胎壓+溫度警告', '胎壓+快漏警告', '胎壓+慢漏警告',
  '溫度+快漏警告', '溫度+慢漏警告', '胎壓+溫度+快漏警告', '胎壓+溫度+慢漏警告',
];

async function carWith(page: Page, device: 'tpms' | 'coldChain'): Promise<{ uid: string; carNo: string; tyres: number }> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const cars = await callApi(page, accessToken, 'POST', '/api/car/v0/list', { filterEnabledCode: true, offset: 0, limit: 1000 });
  const car = cars.data.list.find((c: { devices?: Record<string, unknown>; udid: string | null }) => c.udid && c.devices?.[device]);
  if (!car) throw new Error(`no car with ${device}`);
  return { uid: car.uid, carNo: car.carNo, tyres: car.devices.tpms?.tyres ?? 0 };
}

const detail = (page: Page) => page.locator('fms-device-detail');

test('the TPMS tab shows every tyre with the status text of its code', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await carWith(page, 'tpms');
  await page.goto(`/externalDevice/detail/${car.uid}`);
  await expect(detail(page).getByRole('heading', { name: `${car.carNo} 外接設備` })).toBeVisible();
  await detail(page).getByRole('tab', { name: '胎壓監測 (TPMS)' }).click();
  const tyres = detail(page).locator('.tyre');
  await expect(tyres).toHaveCount(car.tyres);
  const statuses = (await detail(page).locator('.tyre-status').allTextContents()).map((s) => s.replace('⚠ ', '').trim());
  expect(statuses.every((s) => TPMS_LABELS.includes(s))).toBe(true);
  await expect(detail(page).locator('.tpms-summary')).toHaveText(/個輪胎有警告|所有輪胎正常/);
});

test('the cold-chain tab draws the temperatures with uPlot and shows the tooltip at the cursor', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await carWith(page, 'coldChain');
  await page.goto(`/devices.html?carUid=${car.uid}`);
  const plot = detail(page).locator('.chart-plot .u-over');
  await expect(plot).toBeVisible();
  await plot.hover();
  await expect(detail(page).locator('.chart-tip')).toContainText(/感測器 1：-?\d+\.\d °C/);
});

test('axe: the device detail page has no violations', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await carWith(page, 'tpms');
  await page.goto(`/devices.html?carUid=${car.uid}`);
  await detail(page).getByRole('tab', { name: '胎壓監測 (TPMS)' }).click();
  await expect(detail(page).locator('.tyre').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
