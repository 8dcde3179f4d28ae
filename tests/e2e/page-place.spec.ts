import { expect, test } from '@playwright/test';
import { apiTokens, callApi, dataRows, signInByApi } from './fixtures';

/**
 * Issue 24, 9 'Pages that keep their place', in the console against the reference server: a list's
 * filter, page and rows per page survive a visit to a detail and the back button, and a route that
 * changes layout (/fence → /fence/add) keeps what was typed before the new layout was in place.
 */

test('issue 24, 9: the event list\'s filter, page and rows per page are in the URL, and back from a car returns to that view', async ({ page }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  await signInByApi(page, 'demo-admin');
  // Enough speeding events for a second page of 20 (the list's default week holds every simulated day).
  const speeding = await callApi<{ total: number }>(page, accessToken, 'POST', '/api/events/v0/event/list',
    { startTime: Date.now() - 6 * 86_400_000, endTime: Date.now(), types: ['speeding'], offset: 0, limit: 1 });
  expect(speeding.data?.total, speeding.message ?? 'the small seed has more than 20 speeding events').toBeGreaterThan(20);

  await page.goto('/event/list');
  const list = page.locator('fms-event-list');
  const table = list.getByRole('table', { name: '事件列表' });
  await expect(dataRows(table).first()).toBeVisible();
  const entries = await page.evaluate(() => history.length);
  await list.getByLabel('事件類型').selectOption({ label: '超速' });
  await list.getByRole('button', { name: '查詢' }).click();
  await list.getByLabel('每頁筆數').selectOption('20');
  await list.getByRole('button', { name: '第 2 頁' }).click();
  await expect(page).toHaveURL(/\/event\/list\?type=speeding&page=2&rows=20$/);
  // Each change replaced the entry: back leaves the list rather than stepping through them.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(dataRows(table).first()).toBeVisible();
  const firstRow = await dataRows(table).first().textContent();

  await dataRows(table).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/event\/one\/[^?]+$/);
  await expect(page.locator('fms-car-events')).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(/\/event\/list\?type=speeding&page=2&rows=20$/);
  await expect(list.getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByLabel('每頁筆數')).toHaveValue('20');
  await expect(list.getByLabel('事件類型')).toHaveValue('speeding');
  await expect(dataRows(table).first()).toHaveText(firstRow!);
});

test('issue 24, 9: what is typed on /fence/add while its layout is still loading stays once the layout is in place', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  // Hold the ops-sidebar layout's module until the name is typed: the first moment after the URL
  // moved, made as long as the test needs, so the order of events is the same on every run.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/ops-sidebar[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/fence');
  await page.locator('fms-fence-list').getByRole('button', { name: '新增圍籬' }).click();
  await expect(page).toHaveURL(/\/fence\/add$/);
  const name = page.locator('fms-fence-editor').getByLabel('圍籬名稱');
  await name.fill('E2E 先打的字');
  await expect(page.locator('.layout-ops-sidebar')).toHaveCount(0);
  release();

  await expect(page.locator('.layout-ops-sidebar fms-fence-editor')).toBeVisible();
  await expect(page.locator('.layout-ops-sidebar fms-fence-editor').getByLabel('圍籬名稱')).toHaveValue('E2E 先打的字');
  // The caret is still in the field: typing goes on where it was.
  await page.keyboard.type('，再打的字');
  await expect(page.locator('.layout-ops-sidebar fms-fence-editor').getByLabel('圍籬名稱')).toHaveValue('E2E 先打的字，再打的字');
});
