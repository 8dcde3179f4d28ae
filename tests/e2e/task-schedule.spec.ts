import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, expectPath, signInByApi } from './fixtures';

/**
 * Spec 2.1, 2.11 'Tasks': the dispatch schedules of /task/edit/schedule, /task/add/schedule,
 * /task/edit/schedule/{uid} and /task/preview/schedule (P_P13) against the reference server: a
 * schedule made through the pages creates its 調度中 tasks, editing it remakes them, deleting it
 * takes them away.
 */

const DAY = 86_400_000;
/** A day as the Taipei calendar reads it. */
const taipeiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The Monday at least `days` from today (Taipei), so every day of the schedule is in the future. */
function mondayAfter(days: number): string {
  let day = taipeiDay(Date.now() + days * DAY);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return day;
}

interface Task { uid: string; taskDate: number; status: string; taskList: Array<{ name: string }> }

/** The days of the tasks whose stops carry `stopName` (unique to the test), as 'YYYY-MM-DD', in order. */
async function taskDays(page: Page, token: string, stopName: string, from: string, to: string): Promise<string[]> {
  const startTime = Date.parse(`${from}T00:00:00+08:00`);
  const endTime = Date.parse(`${to}T23:59:59.999+08:00`);
  const found = await callApi<{ list: Task[] }>(page, token, 'POST', '/api/task/v0/list', { startTime, endTime, keyword: stopName, offset: 0, limit: 100 });
  expect(found.status).toBe(0);
  const tasks = found.data.list;
  expect(tasks.every((t) => t.status === 'scheduling')).toBe(true);
  return tasks.map((t) => taipeiDay(t.taskDate)).sort();
}

async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 844 });
}

test('spec 2.11: a schedule is made, previewed, saved, edited and deleted, and its 調度中 tasks follow', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 844 });
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const stamp = Date.now().toString(36);
  const name = `排程測試-${stamp}`;
  const stopName = `排程站-${stamp}`;
  const start = mondayAfter(60);
  const end = addDays(start, 13);
  const mwf = [0, 2, 4, 7, 9, 11].map((n) => addDays(start, n));

  // The task list leads to the schedules; the schedules list leads to a new one.
  await page.goto('/task/management');
  await page.getByRole('navigation', { name: '任務派遣頁面' }).getByRole('link', { name: '派遣排程' }).click();
  await expectPath(page, '/task/edit/schedule');
  const list = page.locator('fms-schedule-list');
  await expect(list.getByRole('heading', { name: '派遣排程' })).toBeVisible();
  await list.getByRole('button', { name: '新增排程' }).click();
  await expectPath(page, '/task/add/schedule');

  const form = page.locator('fms-schedule-form');
  await expect(form.getByRole('heading', { name: '新增派遣排程' })).toBeVisible();
  await form.getByLabel('排程名稱').fill(name);
  await form.getByRole('combobox', { name: '駕駛 （必填）' }).selectOption({ index: 2 });
  const car = form.getByRole('combobox', { name: '車號 （必填）' });
  if (!(await car.inputValue())) await car.selectOption({ index: 1 });
  const carNo = (await car.locator('option:checked').textContent())!.trim();
  await form.getByLabel('開始日期').fill(start);
  await form.getByLabel('結束日期').fill(end);
  for (const day of ['星期二', '星期四']) await form.getByLabel(day).uncheck();
  await form.getByLabel('地址搜尋').fill('基隆港');
  await form.getByRole('button', { name: '搜尋並加入' }).click();
  await expect(form.getByLabel('第 1 站 站名')).toHaveValue('基隆港');
  await form.getByLabel('第 1 站 站名').fill(stopName);
  await form.getByLabel('第 1 站 預計時間').fill('08:30');
  await form.getByLabel('緯度').fill('25.0478');
  await form.getByLabel('經度').fill('121.5170');
  await form.getByRole('button', { name: '加入此點' }).click();
  await expect(form.getByLabel('第 2 站 站名')).toHaveValue('地圖選點 2');
  await form.getByLabel('第 2 站 預計時間').fill('10:00');
  await checkPage(page);
  await form.getByRole('button', { name: '預覽' }).click();

  // The preview: Monday, Wednesday and Friday of both weeks, earliest first.
  await expectPath(page, '/task/preview/schedule');
  const preview = page.locator('fms-schedule-preview');
  await expect(preview.getByText('儲存後將建立 6 筆')).toBeVisible();
  const headings = preview.locator('.preview-day h3');
  await expect(headings).toHaveCount(6);
  const shown = (await headings.allTextContents()).map((t) => t.slice(0, 10));
  expect(shown).toEqual(mwf);
  await expect(preview.getByText('08:30').first()).toBeVisible();
  await checkPage(page);

  // Back to the form loses nothing; preview again and save.
  await preview.getByRole('button', { name: '返回編輯' }).click();
  await expectPath(page, '/task/add/schedule');
  await expect(form.getByLabel('排程名稱')).toHaveValue(name);
  await expect(form.getByLabel('第 2 站 預計時間')).toHaveValue('10:00');
  await expect(form.getByLabel('星期二')).not.toBeChecked();
  await form.getByRole('button', { name: '預覽' }).click();
  await expect(preview.getByText('儲存後將建立 6 筆')).toBeVisible();
  await preview.getByRole('button', { name: '儲存排程' }).click();

  // The list shows it; its tasks are in the task list in 調度中 on those days.
  await expectPath(page, '/task/edit/schedule');
  await expect(page.getByText(`已新增排程「${name}」`)).toBeVisible();
  await list.getByLabel('排程名稱').fill(stamp);
  await list.getByRole('button', { name: '查詢' }).click();
  const rows = dataRows(list.getByRole('table'));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(carNo);
  await expect(rows.first()).toContainText(`${start} ~ ${end}`);
  await expect(rows.first()).toContainText('一、三、五');
  await expect(rows.first()).toContainText('6 筆');
  await checkPage(page);
  expect(await taskDays(page, accessToken, stopName, start, end)).toEqual(mwf);

  // Edit: Monday, Tuesday and Wednesday instead; the tasks are made again.
  await list.getByRole('button', { name: `編輯 ${name}` }).click();
  await expect(form.getByRole('heading', { name: `編輯派遣排程：${name}` })).toBeVisible();
  await form.getByLabel('星期五').uncheck();
  await form.getByLabel('星期二').check();
  await form.getByRole('button', { name: '預覽' }).click();
  await expectPath(page, '/task/preview/schedule');
  await expect(headings).toHaveCount(6);
  await preview.getByRole('button', { name: '儲存變更' }).click();
  await expectPath(page, '/task/edit/schedule');
  await expect(page.getByText(`已更新排程「${name}」`)).toBeVisible();
  const mtw = [0, 1, 2, 7, 8, 9].map((n) => addDays(start, n));
  await expect.poll(() => taskDays(page, accessToken, stopName, start, end)).toEqual(mtw);

  // Delete: the confirmation names it and warns about its tasks; they go with it.
  await list.getByLabel('排程名稱').fill(stamp);
  await list.getByRole('button', { name: '查詢' }).click();
  await expect(rows.first()).toContainText('一、二、三');
  await list.getByRole('button', { name: `刪除 ${name}` }).click();
  const dialog = list.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('調度中');
  await dialog.getByRole('button', { name: '刪除', exact: true }).click();
  await expect(list.getByText('尚無派遣排程')).toBeVisible();
  await expect.poll(() => taskDays(page, accessToken, stopName, start, end)).toEqual([]);
});

test('the preview opened without a draft says so and links to a new schedule; a driver has no schedules link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/preview/schedule');
  const preview = page.locator('fms-schedule-preview');
  await expect(preview.getByText('沒有可預覽的排程')).toBeVisible();
  await checkPage(page);
  await preview.getByRole('link', { name: '前往新增派遣排程' }).click();
  await expectPath(page, '/task/add/schedule');
  await expect(page.locator('fms-schedule-form').getByRole('heading', { name: '新增派遣排程' })).toBeVisible();

  await signInByApi(page, 'demo-driver');
  await page.goto('/task/management');
  await expect(page.locator('fms-task-list').getByRole('heading', { name: '我的任務' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '任務派遣頁面' })).toHaveCount(0);
});
