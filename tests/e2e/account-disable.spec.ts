import { expect, test } from '@playwright/test';
import { apiTokens, callApi, expectPath, signInByApi } from './fixtures';

/**
 * Issue 22 (12): an administrator disables an account while its user has the console open. The tab
 * goes to sign-in with one clear message, and stays there (no 重試 that cannot work, no refresh loop).
 */
test('an open tab of a user the administrator disables lands on sign-in with 此帳號已停用', async ({ page }) => {
  await signInByApi(page, 'demo-viewer');
  await page.goto('/monitor');
  await expect(page.locator('fms-app-header')).toContainText('林小華');
  const admin = await apiTokens(page, 'demo-admin');
  try {
    const off = await callApi(page, admin.accessToken, 'PUT', '/api/users/v0/user-demo-viewer', { enabled: false });
    expect(off.status).toBe(0);
    // The server drops the tab's sockets; reconnecting is refused and the refresh answers 4010003.
    await expectPath(page, '/');
    const alert = page.locator('fms-sign-in').getByRole('alert');
    await expect(alert).toHaveText('此帳號已停用，請聯絡管理員。');
    await expect(page.getByRole('button', { name: '重試' })).toHaveCount(0);
    // A sign-in attempt says the same, and nothing moves the tab on its own.
    const form = page.locator('fms-sign-in');
    await form.getByLabel('帳號').fill('demo-viewer');
    await form.getByLabel('密碼').fill('fleet-demo-2021');
    await form.getByRole('button', { name: '登入' }).click();
    await expect(alert).toHaveText('此帳號已停用，請聯絡管理員。');
    await expectPath(page, '/');
  } finally {
    await callApi(page, admin.accessToken, 'PUT', '/api/users/v0/user-demo-viewer', { enabled: true });
  }
});
