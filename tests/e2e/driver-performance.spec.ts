import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { readFile } from 'node:fs/promises';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';
import type { DriverScore } from '../../src/core/api/contract/score';
import { durationText, pieSlices } from '../../src/core/performance/charts';

/**
 * Spec 2.11 'Driver performance', 7.6 'Driving score', 9 (category 8): /driver/performance/{uid}
 * (P_P12) against the reference server, whose seed settled the finished days of its history.
 */

/** A day as the Taipei calendar reads it, `days` from now. */
const taipeiDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
/** The element's default period: the 30 days before today. */
const period = () => ({ startDate: taipeiDay(-30), endDate: taipeiDay(-1) });

/** The seeded driver with the most journeys in the default period, as driving-score/v0/list answers. */
async function seededDriver(page: Page): Promise<{ token: string; score: DriverScore }> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const body = await callApi<{ list: DriverScore[] }>(page, accessToken, 'POST', '/api/driving-score/v0/list', { ...period(), offset: 0, limit: 100 });
  expect(body.status).toBe(0);
  const score = [...body.data.list].sort((a, b) => b.journeyCount - a.journeyCount)[0];
  expect(score, 'the seed settles the finished days').toBeTruthy();
  return { token: accessToken, score };
}

const cellsOf = (page: Page, part: string) => page.locator(`fms-driver-performance [part="${part}"] tbody tr`);

test('spec 2.11: the charts show the seeded driver\'s figures as the API gives them', async ({ page }) => {
  const { score } = await seededDriver(page);
  await signInByApi(page, 'demo-admin');
  await page.goto(`/driver/performance/${encodeURIComponent(score.driverUid)}`);
  const el = page.locator('fms-driver-performance');
  await expect(el.getByRole('heading', { name: `駕駛績效：${score.driverName}` })).toBeVisible();
  const totals = el.locator('[part="totals"]');
  await expect(totals).toContainText(String(score.score));
  await expect(totals).toContainText(`${score.days} 天`);
  await expect(totals).toContainText(`${score.journeyCount.toLocaleString('zh-TW')} 趟`);

  // Each pie's table holds the API's buckets, as durations and shares that add up to 100.
  for (const [part, buckets] of [['speed-chart', score.breakdown.speed], ['rpm-chart', score.breakdown.rpm], ['idle-chart', score.breakdown.idle], ['pedal-chart', score.breakdown.pedal]] as const) {
    const slices = pieSlices(buckets);
    if (!slices.length) continue;
    await expect(cellsOf(page, part)).toHaveCount(slices.length);
    for (const [i, s] of slices.entries()) {
      await expect(cellsOf(page, part).nth(i)).toHaveText(`${s.label}${durationText(s.value)}${s.percent}%`);
    }
  }
  for (const [part, buckets] of [['accelerate-chart', score.breakdown.accelerate], ['decelerate-chart', score.breakdown.decelerate]] as const) {
    await expect(el.locator(`[part="${part}"] caption`)).toHaveText(`共 ${buckets.reduce((a, b) => a + b.value, 0).toLocaleString('zh-TW')} 次`);
    await expect(el.locator(`[part="${part}"] .uplot canvas`).first()).toBeVisible();
  }
  if (score.breakdown.engine.length) {
    await expect(el.locator('[part="engine-chart"]')).toContainText(`共 ${score.breakdown.engine.length} 筆取樣`);
    await expect(el.locator('[part="engine-chart"] .uplot canvas').first()).toBeVisible();
  }
  if (score.breakdown.temperature.length) await expect(el.locator('[part="temperature-chart"]')).toContainText(`共 ${score.breakdown.temperature.length} 筆取樣`);

  // The score list ranks every driver of the period.
  await expect(dataRows(el.locator('.score-list table')).first()).toBeVisible();
});

test('spec 7.6, 9: a period settles as a job that ends on its notification, and the log exports', async ({ page }) => {
  test.setTimeout(90_000);
  const { token, score } = await seededDriver(page);
  await signInByApi(page, 'demo-admin');
  await page.goto(`/driver/performance/${encodeURIComponent(score.driverUid)}`);
  const el = page.locator('fms-driver-performance');
  const { endDate } = period();
  // One finished day: yesterday.
  await el.getByRole('button', { name: '昨天' }).click();
  await expect(el.locator('.settle-summary')).toContainText(`${endDate} 至 ${endDate}`);
  const before = await callApi<Array<{ settledAt: number | null }>>(page, token, 'POST', '/api/driving-score/v0/can-be-settled', { startDate: endDate, endDate });
  // Only the category 8 notification can end the job: the polling fallback's asks are refused meanwhile.
  await page.route('**/api/driving-score/v0/can-be-settled', (route) => route.abort());
  await el.getByRole('button', { name: /結算此期間/ }).click();
  await expect(el.getByRole('status').filter({ hasText: '結算完成' })).toBeVisible();
  await page.unroute('**/api/driving-score/v0/can-be-settled');
  const after = await callApi<Array<{ settled: boolean; settledAt: number | null }>>(page, token, 'POST', '/api/driving-score/v0/can-be-settled', { startDate: endDate, endDate });
  expect(after.data[0].settled).toBe(true);
  expect(after.data[0].settledAt!).toBeGreaterThan(before.data[0].settledAt ?? 0);

  const [download] = await Promise.all([page.waitForEvent('download'), el.getByRole('button', { name: '匯出評分紀錄' }).click()]);
  expect(download.suggestedFilename()).toBe(`駕駛評分_${endDate}.xlsx`);
  const book = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r['日期'] === endDate)).toBe(true);
});

test('spec 2.1: the driver list links to a driver\'s performance; without one the page asks to choose', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/driver/performance');
  const el = page.locator('fms-driver-performance');
  await expect(el.getByText('請先選擇駕駛')).toBeVisible();
  await page.goto('/driver/management');
  const link = page.locator('fms-driver-list').getByRole('link', { name: /^駕駛績效 / }).first();
  const name = (await link.getAttribute('aria-label'))!.replace('駕駛績效 ', '');
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/driver\/performance\/.+/);
  await expect(el.getByRole('heading', { name: `駕駛績效：${name}` })).toBeVisible();
});

test('the driver performance page passes axe and fits 390 px', async ({ page }) => {
  const { score } = await seededDriver(page);
  await signInByApi(page, 'demo-admin');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/driver/performance/${encodeURIComponent(score.driverUid)}`);
    const el = page.locator('fms-driver-performance');
    await expect(el.locator('[part="totals"]')).toBeVisible();
    await expect(dataRows(el.locator('.score-list table')).first()).toBeVisible();
    if (score.breakdown.engine.length) await expect(el.locator('[part="engine-chart"] .uplot canvas').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  }
});
