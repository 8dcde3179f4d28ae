import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Spec 2.11, 2.2, 6, 7.6, 9: the monthly operations report /event/report (public; a shared link works
 * signed out, and prints on A4 without the console's chrome) and the operation log /log (P_P19),
 * against the reference server.
 */

const ICON_LABELS = ['行駛里程', '行駛時數', '怠速時數', '超速', '急加速', '急減速', '疲勞駕駛', '分心駕駛', '未繫安全帶', '圍籬進出', '故障碼', '引擎異常', '智慧駕駛'];

/** The Taipei month of an instant the server stamped (not the test machine's calendar). */
const taipeiMonth = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);

interface LogRow { action: string; target: string; userName: string; createdAt: number }

/** Edits a car's note through the API as demo-admin: a change of the administrator's own, with the log entry it left. */
async function editCar(page: Page, token: string): Promise<{ carNo: string; entry: LogRow }> {
  const cars = await callApi(page, token, 'POST', '/api/car/v0/list', { limit: 1 });
  const car = cars.data.list[0];
  const note = `e2e-log-${Date.now().toString(36)}`;
  const edited = await callApi(page, token, 'PUT', `/api/car/v0/${car.uid}`, { note });
  expect(edited.status).toBe(0);
  const log = await callApi<{ list: LogRow[] }>(page, token, 'POST', '/api/log-operation/v0/list', { keyword: car.carNo, limit: 5 });
  const entry = log.data.list.find((row) => row.action === '修改車輛')!;
  expect(entry).toBeTruthy();
  return { carNo: car.carNo, entry };
}

test('spec 2.2, 2.11, 6: a shared report link opens signed out with the 13 report icons and their figures', async ({ page }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const { entry } = await editCar(page, accessToken);
  const month = taipeiMonth(entry.createdAt);
  const shared = await callApi<{ token: string }>(page, accessToken, 'POST', '/api/report/v0/share', { month });
  expect(shared.status).toBe(0);

  // This page has no cookies: no identity data at all.
  await page.goto(`/event/report?month=${month}&share=${encodeURIComponent(shared.data.token)}`);
  const report = page.locator('fms-monthly-report');
  const cards = report.locator('.report-card');
  await expect(cards).toHaveCount(13);
  await expect(page).toHaveURL(/\/event\/report\?/);
  for (const [i, label] of ICON_LABELS.entries()) {
    await expect(cards.nth(i).getByRole('heading', { name: label })).toBeVisible();
    await expect(cards.nth(i).locator('svg[data-icon]')).toHaveCount(1);
    await expect(cards.nth(i).locator('.figure data')).toHaveText(/^[\d,.]+$/);
  }
  const values = await cards.locator('.figure data').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('value'))));
  expect(values.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  await expect(report.getByRole('heading', { level: 2 })).toHaveText(`${month.slice(0, 4)} 年 ${Number(month.slice(5))} 月營運報表`);
  await expect(report.getByRole('button', { name: '列印' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Printing: the report alone, without the header, the menu or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('fms-app-header')).toBeHidden();
  await expect(page.locator('.layout-nav')).toBeHidden();
  await expect(page.locator('fms-app-footer')).toBeHidden();
  await expect(report.getByRole('button', { name: '列印' })).toBeHidden();
  await expect(cards.first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards).toHaveCount(13);
  await expectNoHorizontalOverflow(page);
});

test('spec 2.2: a forged link says so in words, signed out', async ({ page }) => {
  await page.goto('/event/report?share=not-a-token');
  await expect(page.locator('fms-monthly-report').getByRole('alert')).toContainText('分享連結無效或已過期');
});

test('spec 2.11: signed in, the report picks a month and hands out a link that works signed out', async ({ page, browser }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const { entry } = await editCar(page, accessToken);
  const month = taipeiMonth(entry.createdAt);
  await signInByApi(page, 'demo-admin');
  await page.goto('/event/report');
  const report = page.locator('fms-monthly-report');
  await expect(report.locator('.report-card')).toHaveCount(13);
  await report.getByLabel('月份').selectOption(month);
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(report.getByRole('heading', { level: 2 })).toHaveText(`${month.slice(0, 4)} 年 ${Number(month.slice(5))} 月營運報表`);
  await report.getByRole('button', { name: '複製分享連結' }).click();
  const link = await report.getByLabel(/^分享連結/).inputValue();
  expect(link).toContain(`month=${month}`);

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(link);
  await expect(other.locator('fms-monthly-report .report-card')).toHaveCount(13);
  await expect(other.locator('fms-monthly-report').getByRole('heading', { level: 2 })).toHaveText(`${month.slice(0, 4)} 年 ${Number(month.slice(5))} 月營運報表`);

  // Issue 22, 22: the link is listed under 已分享的連結; 撤銷 there stops it for whoever holds it.
  const shares = report.getByRole('region', { name: '已分享的連結' });
  const revokeButtons = shares.getByRole('button', { name: /^撤銷/ });
  const before = await revokeButtons.count();
  await revokeButtons.first().click();
  await report.getByRole('dialog').getByRole('button', { name: '撤銷', exact: true }).click();
  await expect(revokeButtons).toHaveCount(before - 1);
  await expect(report.getByLabel(/^分享連結/)).toHaveCount(0);
  await other.reload();
  await expect(other.locator('fms-monthly-report').getByRole('alert')).toContainText('此分享連結已被撤銷');
  await stranger.close();
});

test('spec 2.11, 7.6: the operation log lists the administrator\'s own changes, by who and what', async ({ page }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const { carNo, entry } = await editCar(page, accessToken);
  // A change whose route writes no entry of its own: the log's safety net names it.
  const settings = await callApi(page, accessToken, 'PUT', '/api/message/v0/settings', { data: { messages: [{ category: 7, enabled: true }] } });
  expect(settings.status).toBe(0);

  await signInByApi(page, 'demo-admin');
  await page.goto('/log');
  const log = page.locator('fms-operation-log');
  const table = log.getByRole('table');
  await expect(dataRows(table).first()).toBeVisible();
  await log.getByLabel('操作人員').fill(entry.userName);
  await log.getByLabel('操作內容').fill(carNo);
  await log.getByRole('button', { name: '查詢' }).click();
  const mine = dataRows(table).filter({ hasText: carNo });
  await expect(mine.first()).toContainText('修改車輛');
  await expect(mine.first()).toContainText(entry.userName);
  // Issue 22: what changed, field by field.
  await expect(mine.first().getByRole('list', { name: '變更內容' })).toContainText(/備註：.+ → e2e-log-/);
  await expect(dataRows(table).filter({ hasNotText: carNo })).toHaveCount(0);

  await log.getByLabel('操作內容').fill('修改通知設定');
  await log.getByRole('button', { name: '查詢' }).click();
  await expect(dataRows(table).first()).toContainText('修改通知設定');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dataRows(table).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
