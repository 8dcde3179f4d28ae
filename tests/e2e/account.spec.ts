import { expect, test } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectPath, expiredJwt, readOutbox, signInAs } from './fixtures';

/** Spec 2.11 account flows, 2.10 sign-in by URL, and the public pages. */


test('spec 2.11: forgot password runs to the end — identifier, OTP, new password, sign-in with it', async ({ page }) => {
  // A seeded staff account, so the demo accounts keep the password other specs sign in with.
  const admin = await apiTokens(page, 'demo-admin');
  const staff = (await callApi(page, admin.accessToken, 'GET', '/api/users/v0/user-a-staff-1')).data;
  await page.goto('/forgetPassword');
  await expectNoAxeViolations(page);
  const forgot = page.locator('fms-forgot-password');
  await forgot.getByLabel('帳號、手機或電子郵件').fill(staff.name);
  await forgot.getByRole('button', { name: '傳送驗證碼' }).click();

  await expectPath(page, '/verifyOTP');
  const otp = page.locator('fms-otp-verify');
  await expect(otp.getByText(`${staff.mobile.slice(0, 4)}***${staff.mobile.slice(-3)}`)).toBeVisible();
  await expect(otp.getByRole('button', { name: /重新傳送（\d+ 秒）/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  const { code } = await readOutbox(page, staff.mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await otp.getByRole('textbox', { name: '驗證碼' }).fill(wrong);
  await otp.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(otp.getByText('驗證碼錯誤。')).toBeVisible();
  await expect(otp.getByRole('textbox', { name: '驗證碼' })).toHaveValue(wrong);
  await otp.getByRole('textbox', { name: '驗證碼' }).fill(code);
  await otp.getByRole('button', { name: '驗證', exact: true }).click();

  await expectPath(page, '/resetPassword');
  const reset = page.locator('fms-reset-password');
  await expect(reset.getByText('密碼需為 8 至 64 個字元，並同時包含英文字母與數字。')).toBeVisible();
  await reset.getByRole('button', { name: '密碼設定提示' }).click();
  await expect(reset.getByRole('dialog', { name: '密碼設定提示' })).toBeVisible();
  await expectNoAxeViolations(page);
  await reset.getByRole('button', { name: '我知道了' }).click();
  await reset.getByRole('textbox', { name: /^新密碼/ }).fill('Reset2026x');
  await reset.getByLabel('確認新密碼').fill('Reset2026y');
  await reset.getByRole('button', { name: '確認變更' }).click();
  await expect(reset.getByText('兩次輸入的密碼不一致。')).toBeVisible();
  await reset.getByLabel('確認新密碼').fill('Reset2026x');
  await reset.getByRole('button', { name: '確認變更' }).click();
  await expect(reset.getByText('密碼已更新，請使用新密碼登入。')).toBeVisible();

  await reset.getByRole('link', { name: '前往登入' }).click();
  await expectPath(page, '/');
  await signInAs(page, staff.name, 'Reset2026x');
  await expectPath(page, '/monitor');
});

test('spec 4, 2.11: sign-in status 4011008 leads to the periodic reset, which returns to / with a success message', async ({ page }) => {
  // A new account must change its initial password at first sign-in; it is activated by its link first.
  const admin = await apiTokens(page, 'demo-admin');
  const suffix = Date.now().toString().slice(-6);
  const email = `periodic-${suffix}@fleet-demo.tw`;
  const created = await callApi(page, admin.accessToken, 'POST', '/api/users/v0', {
    name: `periodic-${suffix}`, password: 'Initial2026x', zhName: '定期測試', role: 'staff', email, mobile: `0966${suffix}`, codes: ['P_P01', 'P_P36'],
  });
  expect(created.status).toBe(0);
  const { link } = await readOutbox(page, email);
  await page.goto(link);
  await expectPath(page, '/verify/success');
  await expect(page.locator('fms-verify-account').getByText('帳號已啟用', { exact: false })).toBeVisible();

  await signInAs(page, `periodic-${suffix}`, 'Initial2026x');
  await expectPath(page, '/regularResetPassword');
  const reset = page.locator('fms-reset-password');
  await expectNoAxeViolations(page);
  await reset.getByLabel('目前密碼').fill('wrong-password1');
  await reset.getByRole('textbox', { name: /^新密碼/ }).fill('Periodic2026x');
  await reset.getByLabel('確認新密碼').fill('Periodic2026x');
  await reset.getByRole('button', { name: '確認變更' }).click();
  await expect(reset.getByText('舊密碼不正確。')).toBeVisible();
  await expect(reset.getByRole('textbox', { name: /^新密碼/ })).toHaveValue('Periodic2026x');
  await reset.getByLabel('目前密碼').fill('Initial2026x');
  await reset.getByRole('button', { name: '確認變更' }).click();

  await expectPath(page, '/');
  await expect(page.locator('fms-sign-in').getByText('密碼已更新，請使用新密碼登入。')).toBeVisible();
  await signInAs(page, `periodic-${suffix}`, 'Periodic2026x');
  await expectPath(page, '/monitor');
});

test('spec 2.10: valid accessToken and idToken in the query sign in and leave the page without them', async ({ page }) => {
  const tokens = await apiTokens(page, 'demo-admin');
  await page.goto(`/monitor?accessToken=${tokens.accessToken}&idToken=${tokens.idToken}`);
  await expectPath(page, '/monitor');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(page.getByText('王大明').first()).toBeVisible();
});

test('spec 2.10: an expired or malformed token in the query goes to /', async ({ page }) => {
  await page.goto(`/monitor?accessToken=${expiredJwt()}&idToken=${expiredJwt()}`);
  await expectPath(page, '/');
  await page.goto('/monitor?accessToken=not-a-token&idToken=also-not');
  await expectPath(page, '/');
  await expect(page.locator('fms-sign-in').getByRole('button', { name: '登入' })).toBeVisible();
});

test('spec 2.11: the sign-in page links to registration and forgot password', async ({ page }) => {
  await page.goto('/');
  const form = page.locator('fms-sign-in');
  await form.getByRole('link', { name: '立即註冊' }).click();
  await expectPath(page, '/register/step1');
  await page.goto('/');
  await form.getByRole('link', { name: '忘記密碼？' }).click();
  await expectPath(page, '/forgetPassword');
});

test('spec 5, issue 10: forgot password with an unknown account goes on like a real one, and no code verifies', async ({ page }) => {
  await page.goto('/forgetPassword');
  const forgot = page.locator('fms-forgot-password');
  await forgot.getByRole('button', { name: '傳送驗證碼' }).click();
  await expect(forgot.getByText('請輸入帳號、手機或電子郵件。')).toBeVisible();
  await forgot.getByLabel('帳號、手機或電子郵件').fill('nobody-here');
  await forgot.getByLabel('帳號、手機或電子郵件').press('Enter');
  // The server does not tell which accounts exist: the OTP page shows a masked contact as usual.
  await expectPath(page, '/verifyOTP');
  const otp = page.locator('fms-otp-verify');
  await expect(otp.getByText(/09\d{2}\*\*\*\d{3}/)).toBeVisible();
  await otp.getByRole('textbox', { name: '驗證碼' }).fill('123456');
  await otp.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(otp.getByText('驗證碼錯誤。')).toBeVisible();
});

for (const [path, heading] of [
  ['/serviceTerm', '車聯網管理系統服務條款'], ['/privacy', '車聯網管理系統隱私權政策'],
  ['/serviceTerm/app', '車聯網管理系統服務條款'], ['/appServiceTerms', '車聯網管理系統服務條款'], ['/appPrivacy', '車聯網管理系統隱私權政策'],
  ['/downloadApp', '下載車聯網管理系統 App'],
] as const) {
  test(`spec 1, 2.1: ${path} shows its text and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('spec 1: the privacy policy names Taiwan\'s personal data protection act and the retention periods', async ({ page }) => {
  await page.goto('/privacy');
  const text = page.locator('fms-legal-text');
  await expect(text.getByText('個人資料保護法', { exact: false }).first()).toBeVisible();
  await expect(text.getByRole('heading', { name: '五、保存期間' })).toBeVisible();
});
