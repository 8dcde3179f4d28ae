import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { readFile } from 'node:fs/promises';
import { apiTokens, callApi, dataRows, expectPagesFit, expectPath, signInAs, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Tasks', 3 'Task detail', 4 'Task status', 6, 7.7, 9: /task/management, /task/add,
 * /task/edit/{uid} and /task/single/{uid} (P_P13) against the reference server, for a dispatcher
 * (demo-admin) and a driver (demo-driver).
 */

/** A day as the Taipei calendar reads it, `days` from now. */
const taipeiDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface Task { uid: string; status: string; driver: { uid: string; zhName: string }; car: { carNo: string }; taskList: Array<{ name: string }> }

async function filterDays(page: Page, start: string, end: string, status = '') {
  const list = page.locator('fms-task-list');
  await list.getByLabel('起日').fill(start);
  await list.getByLabel('迄日').fill(end);
  if (status) await list.getByLabel('狀態').selectOption({ label: status });
  await list.getByRole('button', { name: '查詢' }).click();
}

test('spec 2.11, 7.7: a task is added, edited, shown with its path, and deleted', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'demo-admin');
  const day = taipeiDay(40);
  await page.goto('/task/add');
  const form = page.locator('fms-task-form');
  await expect(form.getByRole('heading', { name: '新增任務' })).toBeVisible();
  await form.getByLabel('任務日期').fill(day);
  await form.getByRole('combobox', { name: '駕駛 （必填）' }).selectOption({ index: 2 });
  // The driver's car is proposed (spec 5) when it may be used; else any managed car.
  const car = form.getByRole('combobox', { name: '車號 （必填）' });
  if (!(await car.inputValue())) await car.selectOption({ index: 1 });
  const carNo = (await car.locator('option:checked').textContent())!.trim();

  // Stops: one by address search, one by typed coordinates on the map.
  await form.getByLabel('地址搜尋').fill('基隆港');
  await form.getByRole('button', { name: '搜尋並加入' }).click();
  await expect(form.getByLabel('第 1 站 站名')).toHaveValue('基隆港');
  await form.getByLabel('緯度').fill('25.0478');
  await form.getByLabel('經度').fill('121.5170');
  await form.getByRole('button', { name: '加入此點' }).click();
  await expect(form.getByLabel('第 2 站 站名')).toHaveValue('地圖選點 2');
  await form.getByLabel('第 2 站 站名').fill('臺北車站');
  await form.getByRole('button', { name: '儲存' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/task\/single\//);
  const uid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const detail = page.locator('fms-task-detail');
  await expect(detail.getByText(carNo, { exact: true })).toBeVisible();
  await expect(detail.getByText(day, { exact: true })).toBeVisible();
  await expect(detail.getByRole('cell', { name: '臺北車站' })).toBeVisible();
  // The journey path (task/v0/journey/path) is drawn through the stops.
  await expect.poll(async () => Number(await detail.getByRole('region', { name: /任務路線地圖/ }).getAttribute('data-path-points'))).toBeGreaterThan(1);
  await expect(detail.locator('.task-stop-marker')).toHaveCount(2);
  // Spec 9: the detail is kept in local storage as task.detail.
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('task') ?? '{}'));
  expect(kept.detail.uid).toBe(uid);
  expect(kept.detail.taskList.map((s: { name: string }) => s.name)).toEqual(['基隆港', '臺北車站']);

  // Edit: rename and reorder the stops.
  await detail.getByRole('button', { name: '編輯' }).click();
  await expectPath(page, `/task/edit/${uid}`);
  await form.getByLabel('第 2 站 站名').fill('臺北轉運站');
  await form.getByRole('button', { name: '第 2 站上移' }).click();
  await form.getByRole('button', { name: '儲存' }).click();
  await expectPath(page, `/task/single/${uid}`);
  await expect(detail.getByRole('row').nth(1)).toContainText('臺北轉運站');
  await expect(detail.getByRole('row').nth(2)).toContainText('基隆港');

  // Delete it from the list, named in the confirmation.
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  await filterDays(page, day, day);
  await expect(list.getByText('共 1 筆')).toBeVisible();
  await list.getByRole('button', { name: `刪除 ${carNo} ${day}` }).click();
  const dialog = list.getByRole('dialog');
  await expect(dialog).toContainText(`${carNo} ${day}`);
  await dialog.getByRole('button', { name: '刪除' }).click();
  await expect(list.getByText('查無資料')).toBeVisible();
  const { accessToken } = await apiTokens(page, 'demo-admin');
  expect((await callApi(page, accessToken, 'GET', `/api/task/v0/${uid}`)).status).not.toBe(0);
});

test('spec 4: a scheduled task is dispatched (調度中 → 待執行), and a locked one takes nothing but unlocking', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  await filterDays(page, taipeiDay(0), taipeiDay(14), '調度中');
  const dispatch = list.getByRole('button', { name: /^派遣 / }).first();
  const name = (await dispatch.getAttribute('aria-label'))!.replace('派遣 ', '');
  await dispatch.click();
  await expect(list.getByRole('button', { name: `派遣 ${name}` })).toHaveCount(0);

  await filterDays(page, taipeiDay(0), taipeiDay(14), '待執行');
  const lock = list.getByRole('button', { name: /^鎖定 / }).first();
  const locked = (await lock.getAttribute('aria-label'))!.replace('鎖定 ', '');
  await lock.click();
  const unlock = list.getByRole('button', { name: `解除鎖定 ${locked}` }).first();
  await expect(unlock).toBeVisible();
  const row = list.getByRole('row').filter({ has: unlock });
  await expect(row.getByRole('button', { name: /^中斷 / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^編輯 / })).toHaveCount(0);
  await unlock.click();
  await expect(list.getByRole('button', { name: `解除鎖定 ${locked}` })).toHaveCount(0);
});

test('spec 4: the task detail dispatches a scheduled task and stops it after asking', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const startTime = Date.parse(`${taipeiDay(0)}T00:00:00+08:00`);
  const found = await callApi<{ list: Task[] }>(page, accessToken, 'POST', '/api/task/v0/list',
    { startTime, endTime: startTime + 15 * 86_400_000, status: ['scheduling'], offset: 0, limit: 50 });
  // The last of the fortnight's scheduled tasks: the list test dispatches the first.
  const task = found.data.list.at(-1)!;
  expect(task, 'a scheduled task in the seed').toBeTruthy();
  await page.goto(`/task/single/${task.uid}`);
  const detail = page.locator('fms-task-detail');
  await expect(detail.getByText('調度中')).toBeVisible();
  await detail.getByRole('button', { name: '派遣', exact: true }).click();
  await expect(detail.getByText('待執行')).toBeVisible();
  await expect(detail.getByRole('button', { name: '派遣', exact: true })).toHaveCount(0);

  await detail.getByRole('button', { name: '中斷', exact: true }).click();
  const dialog = detail.getByRole('dialog', { name: '中斷任務' });
  await expect(dialog).toContainText(task.car.carNo);
  await dialog.getByRole('button', { name: '中斷任務' }).click();
  await expect(detail.getByText('已中斷')).toBeVisible();
  expect((await callApi<Task>(page, accessToken, 'GET', `/api/task/v0/${task.uid}`)).data.status).toBe('stopped');
});

test('spec 7.7, 9: 匯出 downloads a real xlsx named 匯出任務_{YYYY-MM-DD of the first day}.xlsx', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  const day = taipeiDay(0);
  await filterDays(page, day, taipeiDay(1));
  await expect(list.getByText(/共 \d+ 筆/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: '匯出' }).click()]);
  expect(download.suggestedFilename()).toBe(`匯出任務_${day}.xlsx`);
  const book = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  expect(rows.length).toBeGreaterThan(1);
});

test('spec 6: demo-driver lands on their own tasks, sees only those, and reports progress', async ({ page }) => {
  await signInAs(page, 'demo-driver');
  await expectPath(page, '/task/management');
  const list = page.locator('fms-task-list');
  await expect(list.getByRole('heading', { name: '我的任務' })).toBeVisible();
  await expect(list.getByText(/共 \d+ 筆/)).toBeVisible();
  // Only their own: every row's driver is 陳志明, and no dispatcher actions show.
  const drivers = await dataRows(list).locator('td:nth-child(3)').allTextContents();
  expect(drivers.length).toBeGreaterThan(0);
  expect(new Set(drivers.map((d) => d.trim()))).toEqual(new Set(['陳志明']));
  await expect(list.getByRole('button', { name: '新增任務' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /^派遣 / })).toHaveCount(0);

  const { accessToken } = await apiTokens(page, 'demo-driver');
  const range = { startTime: Date.parse(`${taipeiDay(-30)}T00:00:00+08:00`), endTime: Date.parse(`${taipeiDay(30)}T23:59:59+08:00`) };
  const doing = async () => (await callApi<{ list: Task[]; total: number }>(page, accessToken, 'POST', '/api/task/v0/by-driver/list',
    { ...range, status: ['doing'], offset: 0, limit: 100 })).data.total;
  const before = await doing();
  await list.getByRole('button', { name: /^開始任務/ }).first().click();
  await expect.poll(doing).toBe(before + 1);
  // The list follows: one more task reads 執行中.
  await filterDays(page, taipeiDay(-30), taipeiDay(30), '執行中');
  await expect(list.getByText(`共 ${before + 1} 筆`)).toBeVisible();
});

test('spec 9 category 4: a dispatcher\'s open list follows a driver\'s status change live', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  const range = { startTime: Date.parse(`${taipeiDay(-30)}T00:00:00+08:00`), endTime: Date.parse(`${taipeiDay(30)}T23:59:59+08:00`) };
  const admin = (await apiTokens(page, 'demo-admin')).accessToken;
  const stopped = async () => (await callApi<{ total: number }>(page, admin, 'POST', '/api/task/v0/list', { ...range, status: ['stopped'], offset: 0, limit: 1 })).data.total;
  const before = await stopped();
  await filterDays(page, taipeiDay(-30), taipeiDay(30), '已中斷');
  await expect(list.getByText(`共 ${before} 筆`)).toBeVisible();
  // One of the driver's open tasks inside the list's range (other tests add tasks outside it).
  const { accessToken } = await apiTokens(page, 'demo-driver');
  const ready = await callApi<{ list: Task[] }>(page, accessToken, 'POST', '/api/task/v0/by-driver/list', { ...range, status: ['ready', 'doing'], offset: 0, limit: 1 });
  const [task] = ready.data.list;
  expect((await callApi(page, accessToken, 'PUT', '/api/task/v0/by-driver', { uid: task.uid, action: 'stop' })).status).toBe(0);
  await expect(list.getByText(`共 ${before + 1} 筆`)).toBeVisible();
});

test('the task pages pass axe and fit 390 px without horizontal scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const tasks = await callApi<{ list: Task[] }>(page, accessToken, 'POST', '/api/task/v0/list', { offset: 0, limit: 1 });
  const uid = tasks.data.list[0].uid;
  await expectPagesFit(page, [
    ['/task/management', () => page.locator('fms-task-list').getByText(/共 \d+ 筆/)],
    ['/task/add', () => page.locator('fms-task-form').getByRole('heading', { name: '新增任務' })],
    [`/task/single/${uid}`, () => page.locator('fms-task-detail').getByRole('heading', { name: /任務清單/ })],
  ] as const);
});
