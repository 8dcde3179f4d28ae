import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { readFile } from 'node:fs/promises';
import { SHEET_FAILURE_MESSAGES } from '../../src/core/sheets/limits';
import { TASK_COLUMNS } from '../../src/core/sheets/task-template';
import { zipBomb } from '../core/sheets/hostile-sheets';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Issue 12, spec 2.11 'an import-task dialog exists', 7.7 task/v0/import and import/template: the
 * dialog of /task/management against the reference server, for demo-admin (P_P13).
 */

/** A day as the Taipei calendar reads it, `days` from now. */
const taipeiDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ADDRESSES = ['臺北港', '臺中港', '高雄港', '基隆港', '臺北車站'];

interface Lookups { token: string; cars: string[]; drivers: string[] }

/** demo-admin's managed cars and drivers (by account name), from the API. */
async function lookups(page: Page): Promise<Lookups> {
  const { accessToken: token } = await apiTokens(page, 'demo-admin');
  const cars = await callApi<{ list: Array<{ label: string }> }>(page, token, 'POST', '/api/car/v0/list', { filterEnabledCode: true, asOptions: true, offset: 0, limit: 1000 });
  const drivers = await callApi<{ list: Array<{ name: string }> }>(page, token, 'POST', '/api/users/v0/driver/list', { offset: 0, limit: 1000 });
  return { token, cars: cars.data.list.map((c) => c.label), drivers: drivers.data.list.map((d) => d.name) };
}

/** How many tasks of `day` have a stop or note matching `tag`. */
async function countTasks(page: Page, token: string, day: string, tag: string): Promise<number> {
  const body = await callApi<{ total: number }>(page, token, 'POST', '/api/task/v0/list', { startTime: dayStart(day), endTime: dayStart(day) + 86_399_999, keyword: tag, offset: 0, limit: 1 });
  expect(body.status).toBe(0);
  return body.data.total;
}

const bookBytes = (book: XLSX.WorkBook) => Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);

function sheetFile(rows: unknown[][], name = 'tasks.xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '任務');
  return { name, mimeType: XLSX_TYPE, buffer: bookBytes(book) };
}

async function openDialog(page: Page) {
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  await list.getByRole('button', { name: '匯入任務' }).click();
  const dialog = list.getByRole('dialog', { name: '匯入任務' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('issue 12: a 500-row template round-trips: downloaded in the dialog, filled, imported, and the tasks exist', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, cars, drivers } = await lookups(page);
  expect(cars.length).toBeGreaterThan(0);
  expect(drivers.length).toBeGreaterThan(0);
  const dialog = await openDialog(page);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下載模板' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^任務模板_\d{14}\.xlsx$/);
  const book = XLSX.read(await readFile((await download.path())!));
  const sheet = book.Sheets[book.SheetNames[0]];
  expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0]).toEqual([...TASK_COLUMNS]);

  // 100 tasks of 5 stops: the template's header kept, its example rows replaced.
  const day = taipeiDay(150);
  const tag = `匯入${Date.now().toString(36)}`;
  const rows: unknown[][] = [];
  for (let t = 0; t < 100; t++) {
    for (let s = 1; s <= 5; s++) {
      rows.push([`T${t}`, day, cars[t % cars.length], drivers[t % drivers.length], s, `${tag}-${t}-${s}`, ADDRESSES[s - 1], '', `0${s + 7}:30`.slice(-5), '']);
    }
  }
  const filled = XLSX.utils.aoa_to_sheet([[...TASK_COLUMNS], ...rows]);
  filled['!cols'] = sheet['!cols'];
  book.Sheets[book.SheetNames[0]] = filled;
  expect(await countTasks(page, token, day, tag)).toBe(0);

  await dialog.getByLabel('選擇或拖放 .xlsx 檔案').setInputFiles({ name: download.suggestedFilename(), mimeType: XLSX_TYPE, buffer: bookBytes(book) });
  await expect(dialog.getByText('共 500 列，0 列有錯誤，可匯入 100 筆任務。')).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('第 2 列');
  await dialog.getByRole('button', { name: '匯入', exact: true }).click();
  await expect(page.getByText('已匯入 100 筆任務。')).toBeVisible();
  await expect(page.locator('fms-task-list').getByRole('dialog', { name: '匯入任務' })).toHaveCount(0);
  expect(await countTasks(page, token, day, tag)).toBe(100);
  const one = await callApi<{ list: Array<{ taskList: Array<{ name: string; address: string }> }> }>(page, token, 'POST', '/api/task/v0/list',
    { startTime: dayStart(day), endTime: dayStart(day) + 86_399_999, keyword: `${tag}-7-`, offset: 0, limit: 10 });
  expect(one.data.list).toHaveLength(1);
  expect(one.data.list[0].taskList.map((s) => s.name)).toEqual([1, 2, 3, 4, 5].map((s) => `${tag}-7-${s}`));

  // Issue 22, 7: the same file again is flagged row by row before sending, and waits for the user's decision.
  await page.locator('fms-task-list').getByRole('button', { name: '匯入任務' }).click();
  const again = page.locator('fms-task-list').getByRole('dialog', { name: '匯入任務' });
  await again.getByLabel('選擇或拖放 .xlsx 檔案').setInputFiles({ name: download.suggestedFilename(), mimeType: XLSX_TYPE, buffer: bookBytes(book) });
  await expect(again.getByText('共 500 列，0 列有錯誤，500 列與其他任務重複，可匯入 100 筆任務。')).toBeVisible();
  await expect(again.getByRole('listitem').first()).toContainText('與既有任務重複');
  await expect(again.getByRole('button', { name: '匯入', exact: true })).toBeDisabled();
  await expect(again.getByLabel('仍要匯入重複的任務')).toBeVisible();
  await expectNoAxeViolations(page);
  await again.getByRole('button', { name: '取消' }).click();
  expect(await countTasks(page, token, day, tag)).toBe(100);
});

test('issue 12: a file with bad rows is refused with its row numbers, and nothing is imported', async ({ page }) => {
  const { token, cars, drivers } = await lookups(page);
  const day = taipeiDay(151);
  const tag = `壞列${Date.now().toString(36)}`;
  const row = (key: string, over: Record<number, unknown> = {}) => {
    const cells: unknown[] = [key, day, cars[0], drivers[0], 1, `${tag}-${key}`, '臺北港', '', '08:00', ''];
    for (const [i, v] of Object.entries(over)) cells[Number(i)] = v;
    return cells;
  };
  const dialog = await openDialog(page);
  // Refused in the browser: an unknown car and a bad date; 匯入 is never offered.
  await dialog.getByLabel('選擇或拖放 .xlsx 檔案').setInputFiles(sheetFile([[...TASK_COLUMNS], row('A'), row('B', { 2: 'ZZZ-0000' }), row('C', { 1: '2026-13-45' })]));
  await expect(dialog.getByText('共 3 列，2 列有錯誤。')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: '第 3 列' })).toContainText('車號：找不到車號 ZZZ-0000。');
  await expect(dialog.getByRole('listitem').filter({ hasText: '第 4 列' })).toContainText('任務日期：任務日期格式應為 YYYY-MM-DD。');
  await expect(dialog.getByRole('button', { name: '匯入', exact: true })).toBeDisabled();
  await dialog.getByLabel('只顯示有錯誤的列').check();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);

  // Refused by the server: an address no geocoder can place; its row error shows beside its row.
  await dialog.getByLabel('選擇或拖放 .xlsx 檔案').setInputFiles(sheetFile([[...TASK_COLUMNS], row('A'), row('B', { 6: '這不是任何地址之處' })]));
  await expect(dialog.getByText('共 2 列，0 列有錯誤', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: '匯入', exact: true }).click();
  await expect(dialog.getByText('未匯入任何任務')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: '第 3 列' })).toContainText('地址：無法辨識地址 這不是任何地址之處。');
  await expect(dialog.getByRole('button', { name: '匯入', exact: true })).toBeDisabled();
  expect(await countTasks(page, token, day, tag)).toBe(0);
});

test('issue 12: a hostile file (zip bomb, not a workbook) gets a clear message and the page stays responsive', async ({ page }) => {
  const dialog = await openDialog(page);
  const input = dialog.getByLabel('選擇或拖放 .xlsx 檔案');
  await input.setInputFiles({ name: 'bomb.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(zipBomb()) });
  await expect(dialog.getByText(SHEET_FAILURE_MESSAGES['unpacks-too-large'])).toBeVisible();
  await input.setInputFiles({ name: 'fake.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from('任務編號,車號\nT1,KEA-1234') });
  await expect(dialog.getByText(SHEET_FAILURE_MESSAGES['not-a-workbook'])).toBeVisible();
  await expect(dialog.getByRole('button', { name: '匯入', exact: true })).toBeDisabled();
  // The page answers at once: a frame is painted and 取消 closes the dialog.
  expect(await page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))))).toBe(true);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('fms-task-list').getByRole('dialog', { name: '匯入任務' })).toHaveCount(0);
  await expect(page.locator('fms-task-list').getByRole('button', { name: '匯入任務' })).toBeFocused();
});

test('issue 12: the open dialog with a preview passes axe and fits 390 px', async ({ page }) => {
  const { cars, drivers } = await lookups(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openDialog(page);
  const day = taipeiDay(152);
  await dialog.getByLabel('選擇或拖放 .xlsx 檔案').setInputFiles(sheetFile([
    [...TASK_COLUMNS],
    ['T1', day, cars[0], drivers[0], 1, '臺北港倉庫', '臺北港', '', '08:00', ''],
    ['T2', day, 'ZZZ-0000', drivers[0], 1, '臺中港碼頭', '臺中港', '', '09:00', ''],
  ]));
  await expect(dialog.getByText('共 2 列，1 列有錯誤。')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
