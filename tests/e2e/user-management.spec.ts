import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, expectPath, readOutbox, signInAs, signInByApi } from './fixtures';

/** Issue 11, spec 2.4, 2.11, 3, 5, 6, 7.5: the accounts and drivers pages against the reference server. */

/** A suffix that keeps this run's accounts apart from the seed's and from other runs'. */
const suffix = () => `${Date.now()}`.slice(-6) + `${Math.floor(Math.random() * 90 + 10)}`;

/** The main navigation as the user sees it: each heading with the links under it. */
async function visibleMenu(page: Page): Promise<Record<string, string[]>> {
  const nav = page.locator('fms-main-nav').getByRole('navigation', { name: '主選單' });
  await expect(nav.getByRole('heading').first()).toBeVisible();
  const menu: Record<string, string[]> = {};
  for (const group of await nav.locator('li.nav-group').all()) {
    menu[await group.getByRole('heading').innerText()] = await group.getByRole('link').allInnerTexts();
  }
  return menu;
}

async function search(page: Page, tag: string, keyword: string) {
  const list = page.locator(tag);
  await list.getByLabel('關鍵字').fill(keyword);
  await list.getByRole('button', { name: '查詢' }).click();
}

test('issue 11: a user created with two permission codes signs in and sees exactly that menu', async ({ page }) => {
  const id = suffix();
  const name = `e2e-${id}`;
  const email = `e2e-${id}@fleet-demo.tw`;
  await signInByApi(page, 'demo-admin');
  await page.goto('/userManagement');
  const list = page.locator('fms-user-list');
  await expect(list.getByRole('table', { name: '帳號管理' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: '新增帳號' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('?add=1');
  const form = page.locator('fms-user-form');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('請輸入帳號').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('textbox', { name: /^帳號/ }).fill(name);
  await form.getByLabel(/初始密碼/).fill('Initial2026x');
  await form.getByRole('textbox', { name: /^姓名/ }).fill('端對端測試');
  await form.getByRole('textbox', { name: /^電子郵件/ }).fill(email);
  await form.getByRole('checkbox', { name: /監控地圖/ }).check();
  await form.getByRole('checkbox', { name: /通知/ }).check();
  await form.getByRole('button', { name: '儲存' }).click();

  await expect.poll(() => new URL(page.url()).search).toBe('');
  await search(page, 'fms-user-list', name);
  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('監控地圖、通知');
  await expect(row).toContainText('未啟用');

  // The new account activates through its link, changes its initial password, then signs in.
  await page.context().clearCookies();
  const { link } = await readOutbox(page, email);
  await page.goto(link);
  await expectPath(page, '/verify/success');
  await signInAs(page, name, 'Initial2026x');
  await expectPath(page, '/regularResetPassword');
  const reset = page.locator('fms-reset-password');
  await reset.getByLabel('目前密碼').fill('Initial2026x');
  await reset.getByRole('textbox', { name: /^新密碼/ }).fill('Changed2026x');
  await reset.getByLabel('確認新密碼').fill('Changed2026x');
  await reset.getByRole('button', { name: '確認變更' }).click();
  await expectPath(page, '/');
  await signInAs(page, name, 'Changed2026x');
  await expectPath(page, '/monitor');
  expect(await visibleMenu(page)).toEqual({ 即時監控: ['監控地圖'] });
  await expect(page.locator('fms-notification-bell')).toBeVisible();
});

test('spec 2.11, 7.5: an account is edited, and its delete confirms by name', async ({ page }) => {
  const id = suffix();
  const name = `e2e-edit-${id}`;
  const admin = await apiTokens(page, 'demo-admin');
  const created = await callApi(page, admin.accessToken, 'POST', '/api/users/v0', {
    name, password: 'Initial2026x', zhName: '編輯前', role: 'staff', email: `edit-${id}@fleet-demo.tw`, codes: ['P_P01'],
  });
  expect(created.status).toBe(0);
  await signInByApi(page, 'demo-admin');
  await page.goto('/userManagement');
  await search(page, 'fms-user-list', name);
  const list = page.locator('fms-user-list');
  await list.getByRole('button', { name: `編輯 ${name}` }).click();
  const form = page.locator('fms-user-form');
  await expect(form.getByRole('heading', { name: `編輯帳號：${name}` })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /監控地圖/ })).toBeChecked();
  await form.getByRole('textbox', { name: /^姓名/ }).fill('編輯後');
  await form.getByRole('checkbox', { name: /軌跡回放/ }).check();
  // Unsaved changes are confirmed before leaving: a menu link asks, and 繼續編輯 keeps everything typed.
  await page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' }).click();
  const ask = form.getByRole('dialog', { name: '放棄未儲存的變更？' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '繼續編輯' }).click();
  await expect(form.getByRole('textbox', { name: /^姓名/ })).toHaveValue('編輯後');
  expect(new URL(page.url()).pathname).toBe('/userManagement');
  await form.getByRole('button', { name: '儲存' }).click();

  await search(page, 'fms-user-list', name);
  const row = list.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('編輯後');
  await expect(row).toContainText('監控地圖、軌跡回放');

  await list.getByRole('button', { name: `刪除 ${name}` }).click();
  const dialog = list.getByRole('dialog', { name: '刪除帳號' });
  await expect(dialog).toContainText(`確定要刪除 1 筆：${name}？`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '刪除' }).click();
  await expect(list.getByText('查無資料')).toBeVisible();
});

test('spec 3, 5: a driver gets a managed car, and the list shows it', async ({ page }) => {
  const id = suffix();
  const admin = await apiTokens(page, 'demo-admin');
  const zhName = `駕駛${id}`;
  const driver = await callApi(page, admin.accessToken, 'POST', '/api/users/v0', {
    name: `e2e-drv-${id}`, password: 'Initial2026x', zhName, role: 'driver', mobile: `09${id.slice(0, 8)}`,
  });
  expect(driver.status).toBe(0);
  const carNo = `E2E-${id.slice(-4)}`;
  const car = await callApi(page, admin.accessToken, 'POST', '/api/car/v0', { carNo, model: 'XZU720' });
  expect(car.status).toBe(0);
  expect((await callApi(page, admin.accessToken, 'POST', '/api/car/v0/enable', { uids: [car.data.uid] })).status).toBe(0);

  await signInByApi(page, 'demo-admin');
  await page.goto('/driver/management');
  const list = page.locator('fms-driver-list');
  await search(page, 'fms-driver-list', zhName);
  const row = list.getByRole('row', { name: new RegExp(zhName) });
  await expect(row).toContainText('未指派');
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: `指派車輛 ${zhName}` }).click();
  const dialog = list.getByRole('dialog', { name: `指派車輛：${zhName}` });
  const picker = dialog.getByLabel('車號');
  await expect(picker.locator('option').first()).toHaveText('選擇車號');
  await expectNoAxeViolations(page);
  await picker.selectOption({ label: carNo });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(row).toContainText(carNo);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/userManagement', '/driver/management', '/userManagement?add=1']) {
    test(`issue 11: ${path} has no horizontal page overflow`, async ({ page }) => {
      await signInByApi(page, 'demo-admin');
      await page.goto(path);
      await expect(page.locator('fms-user-list, fms-driver-list, fms-user-form').getByRole('button').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }
});
