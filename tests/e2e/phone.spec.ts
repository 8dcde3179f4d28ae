import { expect, test, type Page } from '@playwright/test';
import { dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, expectPath, signInByApi } from './fixtures';

/** Issue 10, item 18: on a phone the default layout's menu is a drawer and tables become cards. */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const menuButton = (page: Page) => page.locator('fms-app-header').getByRole('button', { name: '選單' });
const nav = (page: Page) => page.locator('fms-main-nav').getByRole('navigation', { name: '主選單' });

test('the page starts under the header, and the menu opens as a drawer that Escape and the mask close', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  await expect(page.locator('fms-monitor-map').getByTestId('monitor-map')).toBeVisible();
  // The map's screen starts right under the header, not 1,180 px down below the whole menu.
  const pageTop = (await page.locator('main#fms-page').boundingBox())!.y;
  expect(pageTop).toBeLessThan(120);
  await expect(nav(page)).toBeHidden();

  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page).getByRole('link', { name: '監控地圖' })).toBeVisible();
  const drawer = (await page.locator('#fms-nav').boundingBox())!;
  expect(drawer.x).toBe(0);
  expect(drawer.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await page.mouse.click(380, 600); // the mask, right of the drawer
  await expect(nav(page)).toBeHidden();
});

test('choosing a page in the drawer goes there and closes the drawer', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  await menuButton(page).click();
  await nav(page).getByRole('link', { name: '語音訊息' }).click();
  await expectPath(page, '/voiceMessage');
  await expect(nav(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('/notice shows each notification as a card of labelled lines instead of squeezed columns', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  const table = page.locator('fms-notice-list').getByRole('table', { name: '通知列表' });
  const firstRow = dataRows(table).first();
  await expect(firstRow).toBeVisible();
  const cells = firstRow.locator('td');
  await expect(cells.nth(1)).toBeVisible();
  const boxes = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
  expect(boxes[1].y).toBeGreaterThan(boxes[0].y);
  expect(boxes[0].width).toBeGreaterThan(250);
  const label = await cells.nth(0).evaluate((td) => getComputedStyle(td, '::before').content);
  expect(label).not.toBe('none');
  // Nothing is wider than the phone: no sideways scrolling of the page.
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});

test('at desktop width the menu sits beside the page and there is no 選單 button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  await expect(nav(page)).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});

test('issue 22, item 19: /task/management shows task rows in the first screen; its filters fold behind 篩選 and open by keyboard', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/task/management');
  const list = page.locator('fms-task-list');
  const firstRow = dataRows(list.getByRole('table', { name: '任務管理' })).first();
  await expect(firstRow).toBeVisible();
  // Layout, not timing: the first row starts inside the 844 px of the first screen.
  expect((await firstRow.boundingBox())!.y).toBeLessThan(844 - 40);
  const toggle = list.getByRole('button', { name: /^篩選/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('2'); // the default date range: 起日 and 迄日
  await expect(list.getByRole('search')).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('search').getByLabel('任務種類')).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
