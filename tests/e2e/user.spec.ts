import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInByApi } from './fixtures';

/** Spec 2.11 'my account': /user edits the profile and changes the password (P_P36). */


// A seeded staff account with P_P36, so the demo accounts keep their names and passwords.
const ACCOUNT = 'haoyun-maint';

test('spec 2.11: /user saves a profile change and keeps it after a reload', async ({ page }) => {
  await signInByApi(page, ACCOUNT);
  await page.goto('/user');
  const profile = page.locator('fms-user-profile');
  await expect(profile.getByText(ACCOUNT)).toBeVisible();
  await expectNoAxeViolations(page);
  const zhName = profile.getByRole('textbox', { name: /^姓名/ });
  await expect(zhName).toHaveValue('吳建宏');
  await zhName.fill('吳建宏（保修）');
  await zhName.press('Enter');
  await expect(profile.getByText('個人資料已更新。')).toBeVisible();
  await page.reload();
  await expect(profile.getByRole('textbox', { name: /^姓名/ })).toHaveValue('吳建宏（保修）');
});

test('spec 5: an invalid mobile is marked before sending, and a taken one shows the server message next to it', async ({ page }) => {
  await signInByApi(page, ACCOUNT);
  await page.goto('/user');
  const profile = page.locator('fms-user-profile');
  const mobile = profile.getByRole('textbox', { name: /^手機號碼/ });
  await expect(mobile).not.toHaveValue('');
  await mobile.fill('12345');
  await profile.getByRole('button', { name: '儲存' }).click();
  await expect(profile.getByText('手機號碼格式為 09 開頭的 10 位數字。')).toBeVisible();
  await mobile.fill('0912000001');
  await profile.getByRole('button', { name: '儲存' }).click();
  await expect(profile.getByText('此手機號碼已被使用。')).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveValue('0912000001');
});

test('spec 2.11: a wrong old password is shown next to it, and nothing typed is lost', async ({ page }) => {
  await signInByApi(page, ACCOUNT);
  await page.goto('/user');
  const form = page.locator('fms-password-change');
  await form.getByRole('textbox', { name: /^目前密碼/ }).fill('not-my-password1');
  await form.getByRole('textbox', { name: /^新密碼/ }).fill('Changed2026x');
  await form.getByRole('textbox', { name: /^確認新密碼/ }).fill('Changed2026x');
  await form.getByRole('button', { name: '變更密碼' }).click();
  await expect(form.getByText('舊密碼不正確。')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^目前密碼/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: /^新密碼/ })).toHaveValue('Changed2026x');
  await expectNoAxeViolations(page);
});
