import { expect, test } from '@playwright/test';
import { apiTokens, callApi, expectPath, signInByApi } from './fixtures';

/**
 * Issue 22, 10: a driver holds P_P13 for their own tasks only. The dispatcher's pages, typed into
 * the address bar, go to /noAuth; the driver's own pages still open and offer no dispatcher action.
 */
interface Task { uid: string }

test('demo-driver typing the dispatcher\'s pages lands on /noAuth; their own task still opens without 編輯', async ({ page }) => {
  await signInByApi(page, 'demo-driver');
  const { accessToken } = await apiTokens(page, 'demo-driver');
  const own = await callApi<{ list: Task[] }>(page, accessToken, 'POST', '/api/task/v0/by-driver/list', { offset: 0, limit: 1 });
  const uid = own.data.list[0].uid;

  for (const path of ['/task/add', `/task/edit/${uid}`, '/task/add/schedule', '/task/edit/schedule', '/task/preview/schedule']) {
    await page.goto(path);
    await expectPath(page, '/noAuth');
  }

  await page.goto(`/task/single/${uid}`);
  const detail = page.locator('fms-task-detail');
  await expect(detail.getByRole('heading', { name: '任務明細' })).toBeVisible();
  await expect(detail.getByRole('button', { name: /^編輯/ })).toHaveCount(0);

  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  await expect(list.getByRole('heading', { name: '我的任務' })).toBeVisible();
  await expect(list.getByRole('button', { name: '新增任務' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: /匯入/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '任務派遣頁面' })).toHaveCount(0);
});
