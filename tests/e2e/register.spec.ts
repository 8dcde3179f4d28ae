import { expect, test, type Locator, type Page } from '@playwright/test';
import { isValidTaxId } from '../../src/core/validation';
import { expectNoAxeViolations, expectPath, readOutbox, signInAs } from './fixtures';

/** Spec 2.11, 5: enterprise self-registration in three steps, then verification by e-mail link or SMS. */


/** A tax id with a valid checksum that no seeded enterprise uses. */
function freshTaxId(seed: number): string {
  for (let n = seed % 90_000_000; ; n += 1) {
    const id = String(10_000_000 + n).padStart(8, '0');
    if (isValidTaxId(id)) return id;
  }
}

const field = (form: Locator, name: string | RegExp) => form.getByRole('textbox', { name });

async function fillRegistration(page: Page, suffix: string, verifyBy: '電子郵件啟用連結' | '手機簡訊驗證碼') {
  const form = page.locator('fms-register');
  await page.goto('/register/step1');
  await expect(form.getByRole('navigation', { name: '註冊步驟' }).locator('[aria-current="step"]')).toContainText('服務條款');
  await form.getByLabel('我已閱讀並同意服務條款與隱私權政策').check();
  await form.getByRole('button', { name: '下一步' }).click();

  await expectPath(page, '/register/step2');
  await field(form, '企業名稱').fill(`測試物流${suffix}股份有限公司`);
  await field(form, '統一編號').fill(freshTaxId(Number(suffix)));
  await field(form, '聯絡人').fill('測試聯絡人');
  await field(form, '聯絡電話').fill('02-2345-6789');
  await field(form, '企業電子郵件').fill(`company-${suffix}@example.tw`);
  await field(form, '企業地址').fill('100臺北市中正區測試路1號');
  await form.getByRole('button', { name: '下一步' }).click();

  await expectPath(page, '/register/step3');
  const admin = { name: `e2e-admin-${suffix}`, email: `admin-${suffix}@example.tw`, mobile: `0955${suffix.slice(-6)}` };
  await field(form, /^帳號/).fill(admin.name);
  await field(form, /^姓名/).fill('測試管理員');
  await field(form, /^密碼/).fill('Register2026x');
  await field(form, /^確認密碼/).fill('Register2026x');
  await field(form, /^手機號碼/).fill(admin.mobile);
  await field(form, /^電子郵件/).fill(admin.email);
  await form.getByRole('radio', { name: verifyBy }).check();
  await form.getByRole('button', { name: '送出註冊' }).click();
  await expectPath(page, '/register/result');
  return admin;
}

test('spec 2.11: registration by e-mail link runs to the end, and the new admin signs in to /monitor', async ({ page }) => {
  const suffix = Date.now().toString().slice(-6);
  const admin = await fillRegistration(page, suffix, '電子郵件啟用連結');
  const result = page.locator('fms-register');
  await expect(result.getByText('我們已將帳號啟用連結寄至')).toBeVisible();
  await expect(result.locator('[aria-current="step"]')).toContainText('完成驗證');
  await expectNoAxeViolations(page);

  const { link } = await readOutbox(page, admin.email);
  await page.goto(link);
  await expectPath(page, '/verify/success');
  await expect(page.locator('fms-verify-account').getByText(`測試物流${suffix}股份有限公司`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(link);
  await expectPath(page, '/verify/error');
  await expect(page.locator('fms-verify-account').getByText('此驗證連結已使用過或已失效，請重新申請。')).toBeVisible();
  await expectNoAxeViolations(page);

  await signInAs(page, admin.name, 'Register2026x');
  await expectPath(page, '/monitor');
});

test('spec 2.11: registration by SMS code runs to the end on the result page', async ({ page }) => {
  const suffix = String(Date.now() + 7).slice(-6);
  const admin = await fillRegistration(page, suffix, '手機簡訊驗證碼');
  const result = page.locator('fms-register');
  await expect(result.getByText('驗證碼已以簡訊傳送', { exact: false })).toBeVisible();
  const { code } = await readOutbox(page, admin.mobile);
  await result.getByRole('textbox', { name: '驗證碼' }).fill(code);
  await result.getByRole('button', { name: '驗證', exact: true }).click();
  await expectPath(page, '/verify/success');
  await signInAs(page, admin.name, 'Register2026x');
  await expectPath(page, '/monitor');
});

test('spec 5: enterprise data cannot be entered before the terms are agreed', async ({ page }) => {
  await page.goto('/register/step1');
  const form = page.locator('fms-register');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('請先閱讀並同意服務條款與隱私權政策。')).toBeVisible();
  await expectPath(page, '/register/step1');
  await page.goto('/register/step2');
  await expect(form.getByText('請先閱讀並同意服務條款，才能填寫企業資料。')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '企業名稱' })).toHaveCount(0);
});

test('spec 5: step 2 checks the tax-id checksum and the name\'s uniqueness, and going back and forth keeps the draft', async ({ page }) => {
  await page.goto('/register/step1');
  const form = page.locator('fms-register');
  await form.getByLabel('我已閱讀並同意服務條款與隱私權政策').check();
  await form.getByRole('button', { name: '下一步' }).click();
  await field(form, '企業名稱').fill('台灣好運物流股份有限公司');
  await field(form, '統一編號').fill('12345678');
  await field(form, '統一編號').blur();
  await expect(form.getByText('此企業名稱已被註冊。')).toBeVisible();
  await expect(form.getByText('統一編號檢查碼不正確，請確認是否輸入錯誤。')).toBeVisible();
  await expect(field(form, '統一編號')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: '上一步' }).click();
  await expectPath(page, '/register/step1');
  await expect(form.getByLabel('我已閱讀並同意服務條款與隱私權政策')).toBeChecked();
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(field(form, '企業名稱')).toHaveValue('台灣好運物流股份有限公司');
  await expect(field(form, '統一編號')).toHaveValue('12345678');
});

test('spec 5: step 3 marks a taken account name and a weak password', async ({ page }) => {
  await page.goto('/register/step1');
  const form = page.locator('fms-register');
  await form.getByLabel('我已閱讀並同意服務條款與隱私權政策').check();
  await form.getByRole('button', { name: '下一步' }).click();
  await field(form, '企業名稱').fill('步驟三測試企業');
  await field(form, '統一編號').fill(freshTaxId(4242));
  await field(form, '聯絡人').fill('聯絡人');
  await field(form, '聯絡電話').fill('02-2345-6789');
  await field(form, '企業電子郵件').fill('step3@example.tw');
  await field(form, '企業地址').fill('100臺北市中正區測試路2號');
  await form.getByRole('button', { name: '下一步' }).click();
  await expectPath(page, '/register/step3');
  await field(form, /^帳號/).fill('demo-admin');
  await field(form, /^姓名/).focus();
  await expect(form.getByText('此帳號名稱已被使用。')).toBeVisible();
  await field(form, /^密碼/).fill('short');
  await form.getByRole('button', { name: '送出註冊' }).click();
  await expect(form.getByText('密碼需為 8 至 64 個字元，並同時包含英文字母與數字。').first()).toBeVisible();
  await expect(form.getByText('請輸入手機號碼。')).toBeVisible();
  await expectNoAxeViolations(page);
});
