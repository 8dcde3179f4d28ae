import { expect, test } from '@playwright/test';
import { apiTokens, callApi, expectPath, signInByApi } from './fixtures';

/**
 * Maintenance mode (spec 2.2, 4 'System maintenance mode'): a published 系統維護 bulletin holds every
 * page on the maintenance page unless the bypass query is present. Each test withdraws its bulletin,
 * so the rest of the run sees a working console.
 */
const BYPASS = 'bypass=fms-maintenance-bypass';

test('spec 4: a published maintenance bulletin shows the maintenance page, and the bypass query lets the user through', async ({ page }) => {
  // Bulletins are the platform operator's to publish (issue 10, 3).
  const { accessToken } = await apiTokens(page, 'demo-operator');
  const now = Date.now();
  const published = await callApi<{ uid: string }>(page, accessToken, 'POST', '/bulletin/api/v0/bulletin', {
    bulletinType: '系統維護', title: '平台例行維護', content: '今晚進行資料庫升級。', startTime: now - 60_000, endTime: now + 3_600_000,
  });
  expect(published.status).toBe(0);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '系統維護中' })).toBeVisible();
    await expect(page.locator('fms-sign-in')).toHaveCount(0);

    await signInByApi(page, 'demo-admin');
    await page.goto('/monitor');
    await expect(page.getByRole('heading', { name: '系統維護中' })).toBeVisible();
    await expectPath(page, '/monitor');

    await page.goto(`/monitor?${BYPASS}`);
    await expect(page.locator('fms-monitor-map')).toBeVisible();
    await expect(page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' })).toHaveAttribute('aria-current', 'page');
    // The bypass seen once holds for the life of the page (core/guards README).
    await page.locator('fms-main-nav').getByRole('link', { name: '軌跡回放' }).click();
    await expectPath(page, '/history');
    await expect(page.locator('fms-history-cars').getByRole('heading', { name: '軌跡回放' })).toBeVisible();
  } finally {
    const withdrawn = await callApi(page, accessToken, 'DELETE', `/bulletin/api/v0/bulletin/${published.data.uid}`);
    expect(withdrawn.status).toBe(0);
  }
  await page.goto('/monitor');
  await expect(page.locator('fms-monitor-map')).toBeVisible();
});
