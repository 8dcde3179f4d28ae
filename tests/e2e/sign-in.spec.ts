import { expect, test } from '@playwright/test';
import { expectPath, signInAs } from './fixtures';

test('spec 2.2: signing in on / lands on /monitor with the user named in the header', async ({ page }) => {
  await signInAs(page, 'demo-admin');
  await expectPath(page, '/monitor');
  await expect(page.locator('fms-user-menu').getByRole('button', { name: '王大明' })).toBeVisible();
  await expect(page.getByText('台灣好運物流股份有限公司')).toBeVisible();
});

test('spec 8: a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await signInAs(page, 'demo-admin', 'not-the-password');
  const form = page.locator('fms-sign-in');
  await expect(form.getByRole('alert')).toHaveText('帳號或密碼錯誤。');
  await expect(form.getByLabel('帳號')).toHaveValue('demo-admin');
  await expectPath(page, '/');
});

test('spec 5: submitting empty fields marks both as required in red with their messages', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('fms-sign-in');
  await form.getByRole('button', { name: '登入' }).click();
  await expect(form.getByText('請輸入帳號。')).toBeVisible();
  await expect(form.getByText('請輸入密碼。')).toBeVisible();
  await expect(form.getByLabel('帳號')).toHaveAttribute('aria-invalid', 'true');
});

test('spec 6: a page the user has no code for goes to /noAuth', async ({ page }) => {
  await signInAs(page, 'demo-viewer');
  await expectPath(page, '/monitor');
  await page.goto('/carManagement');
  await expectPath(page, '/noAuth');
  await expect(page.getByRole('heading', { name: '沒有權限' })).toBeVisible();
});

test('spec 2.2: a signed-in user who opens / is sent to /monitor', async ({ page }) => {
  await signInAs(page, 'demo-admin');
  await expectPath(page, '/monitor');
  await page.goto('/');
  await expectPath(page, '/monitor');
});

test('spec 2.1: an unknown path shows the not-found page with a home link', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
});

test('spec 4: a protected page without a session goes to the sign-in page', async ({ page }) => {
  await page.goto('/monitor');
  await expectPath(page, '/');
  await expect(page.locator('fms-sign-in').getByRole('button', { name: '登入' })).toBeVisible();
});

test('spec 2.5: signing out clears the token cookies and goes to /', async ({ page, context }) => {
  await signInAs(page, 'demo-admin');
  await expectPath(page, '/monitor');
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['accessToken', 'idToken', 'refreshToken']));
  await page.locator('fms-user-menu').getByRole('button', { name: '王大明' }).click();
  await page.locator('fms-user-menu').getByRole('menuitem', { name: '登出' }).click();
  await expectPath(page, '/');
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('accessToken');
  expect(names).not.toContain('idToken');
  expect(names).not.toContain('refreshToken');
});
