import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Issue 27, 4 and 5: a dispatcher shares one truck from the /monitor vehicle panel; the link opens
 * in a fresh, signed-out browser at phone width, where the truck moves; revoked, the open page gives
 * way to the reason within seconds.
 */
const map = (page: Page) => page.locator('fms-monitor-map');
/** The words of a revoked link (src/core/live-share; its module reads dates through dayjs, which Playwright's loader cannot import). */
const LIVE_SHARE_REVOKED = '此分享連結已被撤銷，請向分享者索取新的連結。';

test('a live-share link made from the vehicle panel shows the moving truck signed out, and stops when revoked', async ({ page, browser }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const driving = map(page).locator('[role="listbox"] .truck-row').filter({ hasText: '行駛中' }).first();
  await expect(driving).toBeVisible();
  const carNo = (await driving.locator('.truck-no').textContent())!.trim();
  await driving.click();
  const detail = map(page).locator('.vehicle-detail');
  await expect(detail.getByRole('heading', { name: carNo })).toBeVisible();

  await detail.getByRole('button', { name: '即時分享' }).click();
  const dialog = page.getByRole('dialog', { name: `即時分享：${carNo}` });
  await dialog.getByRole('radio', { name: '15 分鐘' }).check();
  await dialog.getByRole('button', { name: '建立連結' }).click();
  const link = await dialog.getByRole('textbox', { name: /^分享連結（有效至/ }).inputValue();
  expect(link).toContain('/live-share.html?share=');
  const listed = dialog.getByRole('button', { name: new RegExp(`^撤銷 車輛 ${carNo}`) });
  await expect(listed).toHaveCount(1);

  // A stranger: a browser context of its own, no cookies, no storage, a phone's width.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const shared = await stranger.newPage();
    await shared.goto(link);
    const view = shared.locator('fms-live-share');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText(`車輛即時位置：${carNo}`);
    const mapBox = view.locator('.share-map');
    await expect(mapBox).toHaveAttribute('data-lat', /\d/);
    const before = `${await mapBox.getAttribute('data-lat')},${await mapBox.getAttribute('data-lng')}`;
    await expect.poll(async () => `${await mapBox.getAttribute('data-lat')},${await mapBox.getAttribute('data-lng')}`, { timeout: 20_000 }).not.toBe(before);
    await expectNoHorizontalOverflow(shared);
    await expectNoAxeViolations(shared);

    await listed.click();
    await page.getByRole('dialog', { name: '撤銷分享連結' }).getByRole('button', { name: '撤銷', exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: `已撤銷車輛 ${carNo}的分享連結。` })).toBeVisible();
    await expect(listed).toHaveCount(0);

    // The open page empties at its next read; opened again, the link is refused with the reason.
    await expect(view.getByRole('alert')).toHaveText(LIVE_SHARE_REVOKED, { timeout: 10_000 });
    await expect(mapBox).toHaveCount(0);
    await expect(view).not.toContainText(carNo);
    await shared.reload();
    await expect(shared.locator('fms-live-share').getByRole('alert')).toHaveText(LIVE_SHARE_REVOKED);
  } finally {
    await stranger.close();
  }
});
