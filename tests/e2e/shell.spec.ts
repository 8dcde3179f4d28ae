import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectPath, signInByApi } from './fixtures';

/** The console's chrome: header, user menu, footer, sign-out, and the accessibility of the shipped pages. */


test('spec 1, 2.5: the header names the enterprise and the version; the footer has the version and the 2021 copyright', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const header = page.locator('fms-app-header');
  await expect(header.getByText('台灣好運物流股份有限公司')).toBeVisible();
  await expect(header.getByText('v1.0.0')).toBeVisible();
  await expect(page.locator('fms-app-footer').getByText('最新版本：1.0.0')).toBeVisible();
  await expect(page.locator('fms-app-footer').getByText(/^Copyright © 2021 .+\. All rights reserved\.$/)).toBeVisible();
});

test('spec 2.5: the bell is shown only to holders of P_P17', async ({ page }) => {
  await signInByApi(page, 'demo-viewer');
  await page.goto('/monitor');
  await expect(page.locator('fms-user-menu').getByRole('button', { name: '林小華' })).toBeVisible();
  await expect(page.locator('fms-notification-bell')).toHaveCount(0);
});

test('spec 2.7: the user menu holds my account, the manual, the terms, customer service, sign-out, version and copyright', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const menu = page.locator('fms-user-menu');
  const button = menu.getByRole('button', { name: '王大明' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['我的帳號', '功能說明 / Q&A（另開新分頁）', '服務條款', '加入官方客服：簡易客服與訊息查詢（另開新分頁）', '登出']);
  await expect(menu.getByRole('menuitem', { name: /功能說明/ })).toHaveAttribute('target', '_blank');
  await expect(menu.getByText('版本 1.0.0')).toBeVisible();
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: '登出' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('menuitem', { name: '我的帳號' }).click();
  await expectPath(page, '/user');
});

test('spec 2.5, 4: signing out from the user menu clears the cookies and goes to /', async ({ page, context }) => {
  await signInByApi(page, 'demo-driver');
  await page.goto('/task/management');
  await page.locator('fms-user-menu').getByRole('button').click();
  await page.locator('fms-user-menu').getByRole('menuitem', { name: '登出' }).click();
  await expectPath(page, '/');
  await expect(page.locator('fms-sign-in').getByRole('button', { name: '登入' })).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  for (const name of ['accessToken', 'idToken', 'refreshToken']) expect(names).not.toContain(name);
});

test('spec 2.3: a public page of the mobile app shows 返回 on app steps and hides it on the app entry page', async ({ page }) => {
  await page.goto('/serviceManagement/app/step1');
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  await expect(page.getByRole('region', { name: '購買與使用須知' })).toBeVisible();
  await page.goto('/serviceManagement/app');
  // Opened without the app's hand-off (no carUid and onceToken): the entry page says where to open it.
  await expect(page.getByRole('alert').filter({ hasText: '請從 App 的車輛頁面重新開啟此頁。' })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回' })).toBeHidden();
});

test('accessibility: the default layout page has no axe violations', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  await expect(page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('accessibility: the open bell and the open user menu have no axe violations', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const bell = page.locator('fms-notification-bell');
  await bell.getByRole('button', { name: /^通知/ }).click();
  await expect(bell.getByRole('dialog', { name: '通知' })).toBeVisible();
  await expectNoAxeViolations(page);
  await bell.getByRole('button', { name: '自訂' }).click();
  await expect(bell.getByRole('switch', { name: '綁定' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('fms-user-menu').getByRole('button', { name: '王大明' }).click();
  await expect(page.locator('fms-user-menu').getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('accessibility: the sign-in page and the not-found page have no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('fms-sign-in').getByRole('button', { name: '登入' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('accessibility: the mobile layout and the sidebar layout have no axe violations', async ({ page }) => {
  await page.goto('/serviceManagement/app/step2');
  await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/realTime');
  await page.getByRole('button', { name: '選單' }).click();
  await expect(page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' })).toBeVisible();
  await expectNoAxeViolations(page);
});
