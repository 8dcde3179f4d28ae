import { expect, test } from '@playwright/test';

/**
 * Spec 7.13: the analytics tag loads where a deployment configures one, and reports the page shown;
 * its code is a chunk the console fetches only then (the sign-in page's budget, issue 9).
 */
test('spec 7.13: a configured analytics tag is added once and reports the page shown', async ({ page }) => {
  await page.route('**/analytics-tag.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.addInitScript(() => {
    (window as unknown as { __FMS_CONFIG__: object }).__FMS_CONFIG__ = { analyticsUrl: '/analytics-tag.js?id={id}', analyticsId: 'G-E2E' };
  });
  await page.goto('/');
  await expect(page.locator('script[data-fms-analytics="G-E2E"]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])))
    .toContain('"page_path":"/"');
});

test('spec 7.13: without a configured tag, no analytics script or data layer appears', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '登入' })).toBeVisible();
  await expect(page.locator('script[data-fms-analytics]')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});
