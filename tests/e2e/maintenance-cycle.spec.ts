import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectPagesFit, expectPath, signInByApi } from './fixtures';

/**
 * Maintenance cycles and the older v1 maintenance screens (spec 2.1, 2.11 'Maintenance', 4, 6, 7.8)
 * and the maintenance reminders (spec 9 category 7), against the reference server.
 */

const unique = () => Date.now().toString(36).toUpperCase().slice(-5);

async function managedCars(page: Page, token: string): Promise<Array<{ uid: string; carNo: string }>> {
  const cars = await callApi(page, token, 'POST', '/api/car/v0/list', { filterEnabledCode: true, offset: 0, limit: 1000 });
  expect(cars.status).toBe(0);
  return cars.data.list;
}

test('spec 2.11: a cycle is created through the UI for three cars, listed, edited and deleted', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const three = (await managedCars(page, accessToken)).slice(0, 3);
  const name = `E2E週期${unique()}`;

  await page.goto('/maintenanceCycle');
  const list = page.locator('fms-maintenance-cycles');
  await expect(dataRows(list.getByRole('table')).first()).toBeVisible();
  await list.getByRole('button', { name: '新增保養週期' }).click();
  await expectPath(page, '/maintenanceCycle');

  const editor = page.locator('fms-cycle-editor');
  await expect(editor.getByRole('heading', { name: '新增保養週期' })).toBeVisible();
  await editor.getByRole('textbox', { name: /^週期名稱/ }).fill(name);
  await editor.getByRole('combobox', { name: /^類別/ }).selectOption('maintain');
  await editor.getByRole('button', { name: '儲存' }).click();
  // No interval: the Traditional-Chinese rule, and the name stays.
  await expect(editor.getByText('請至少設定一種週期：里程、月數或引擎時數').first()).toBeVisible();
  await expect(editor.getByRole('textbox', { name: /^週期名稱/ })).toHaveValue(name);
  await editor.getByRole('spinbutton', { name: /^里程週期/ }).fill('8000');
  await editor.getByRole('spinbutton', { name: /^月數週期/ }).fill('6');
  const search = editor.getByRole('searchbox', { name: '搜尋車號或駕駛' });
  for (const car of three) {
    await search.fill(car.carNo);
    await editor.getByRole('checkbox', { name: new RegExp(`^${car.carNo}`) }).check();
  }
  await search.fill('');
  await expect(editor.getByText('已選 3 輛')).toBeVisible();
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: '儲存' }).click();

  await expect(list).toBeVisible();
  await list.getByRole('searchbox', { name: '週期名稱' }).fill(name);
  await list.getByRole('button', { name: '查詢' }).click();
  const row = dataRows(list.getByRole('table')).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(three.map((c) => c.carNo).join('、'));
  await expect(row).toContainText('每 8,000 公里、6 個月（先到者為準）');
  const saved = await callApi(page, accessToken, 'POST', '/api/maintenance-cycle/v0/list', { keyword: name, offset: 0, limit: 10 });
  expect(saved.data.list[0].carList.map((c: { uid: string }) => c.uid).sort()).toEqual(three.map((c) => c.uid).sort());

  await list.getByRole('button', { name: `編輯 ${name}` }).click();
  await expect(editor.getByRole('textbox', { name: /^週期名稱/ })).toHaveValue(name);
  await editor.getByRole('spinbutton', { name: /^月數週期/ }).fill('3');
  // Unsaved: leaving through the menu asks first, and staying keeps the change.
  await page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' }).click();
  await expect(editor.getByRole('dialog', { name: '放棄未儲存的變更？' })).toBeVisible();
  await editor.getByRole('button', { name: '繼續編輯' }).click();
  await expect(page).toHaveURL(/\/maintenanceCycle\?edit=/);
  await expect(editor.getByRole('spinbutton', { name: /^月數週期/ })).toHaveValue('3');
  await editor.getByRole('button', { name: '儲存' }).click();
  await expect(list).toBeVisible();
  await list.getByRole('searchbox', { name: '週期名稱' }).fill(name);
  await list.getByRole('button', { name: '查詢' }).click();
  await expect(dataRows(list.getByRole('table')).filter({ hasText: name })).toContainText('每 8,000 公里、3 個月');

  await list.getByRole('button', { name: `刪除 ${name}` }).click();
  const confirm = list.getByRole('dialog', { name: '刪除保養週期' });
  await expect(confirm).toContainText(`確定要刪除 1 筆：${name}？`);
  await confirm.getByRole('button', { name: '刪除', exact: true }).click();
  await expect(dataRows(list.getByRole('table')).filter({ hasText: name })).toHaveCount(0);
  const gone = await callApi(page, accessToken, 'POST', '/api/maintenance-cycle/v0/list', { keyword: name, offset: 0, limit: 10 });
  expect(gone.data.total).toBe(0);
});

test('spec 6: the cycle menu item needs P_P38 while the page needs P_P39 (both readings kept)', async ({ page }) => {
  const admin = await apiTokens(page, 'demo-admin');
  // A seeded staff account no other end-to-end test signs in as; its codes are put back at the end.
  const uid = 'user-a-staff-3';
  const before = await callApi(page, admin.accessToken, 'GET', `/api/users/v0/${uid}`);
  const setCodes = async (codes: string[]) => {
    const changed = await callApi(page, admin.accessToken, 'PUT', `/api/users/v0/${uid}`, { codes });
    expect(changed.status, JSON.stringify(changed)).toBe(0);
  };
  try {
    await setCodes(['P_P06', 'P_P36', 'P_P38']);
    await signInByApi(page, before.data.name);
    await page.goto('/carManagement');
    const nav = page.locator('fms-main-nav');
    await expect(nav.getByRole('link', { name: '保修週期' })).toBeAttached();
    await page.goto('/maintenanceCycle');
    await expectPath(page, '/noAuth');

    await page.context().clearCookies();
    await setCodes(['P_P06', 'P_P36', 'P_P39']);
    await signInByApi(page, before.data.name);
    await page.goto('/maintenanceCycle');
    await expect(page.locator('fms-maintenance-cycles').getByRole('heading', { name: '保修週期' })).toBeVisible();
    await expect(page.locator('fms-main-nav').getByRole('link', { name: '保修列表' })).toBeAttached();
    await expect(page.locator('fms-main-nav').getByRole('link', { name: '保修週期' })).toHaveCount(0);
  } finally {
    await setCodes(before.data.codes);
  }
});

test('spec 2.11, 4: the v1 list loads with data; a record opens with its data, switches inactive and back, and its review shows the car history', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page, 'demo-admin');
  await page.goto('/maintenance');
  const list = page.locator('fms-maintenance-records');
  const rows = dataRows(list.getByRole('table'));
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/已預約|已進廠|已逾期/);
  await rows.first().click();
  await expect(page).toHaveURL(/\/maintenance\/data\/[^/]+$/);
  const record = page.locator('fms-maintenance-record');
  await expect(record.getByRole('heading', { name: '保修紀錄資料' })).toBeVisible();
  const active = record.getByRole('switch', { name: '啟用' });
  const was = await active.getAttribute('aria-checked');
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
  await page.reload();
  await expect(record.getByRole('switch', { name: '啟用' })).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
  await record.getByRole('switch', { name: '啟用' }).click();
  await expect(record.getByRole('switch', { name: '啟用' })).toHaveAttribute('aria-checked', was!);

  const uid = page.url().split('/').pop()!;
  await page.goto(`/maintenance/review/${uid}`);
  await expect(record.getByRole('heading', { name: '審閱保修紀錄' })).toBeVisible();
  await expect(record.getByRole('heading', { name: '車輛保修歷程' })).toBeVisible();
});

test('spec 9: the maintenance reminders (category 7) reach the notice list', async ({ page }) => {
  // The server's maintenance pass runs at start; the seed leaves some cars due or due soon.
  await signInByApi(page, 'demo-admin');
  await page.goto('/notice');
  const notices = page.locator('fms-notice-list');
  await notices.getByRole('combobox', { name: '類別' }).selectOption('7');
  await expect(notices.getByText(/車輛保養(已|即將)到期/).first()).toBeVisible();
});

test('the cycle and v1 maintenance pages pass axe and fit 390 px without horizontal scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const records = await callApi(page, accessToken, 'POST', '/api/maintenance/v0/list', { offset: 0, limit: 1 });
  const cycles = await callApi(page, accessToken, 'POST', '/api/maintenance-cycle/v0/list', { offset: 0, limit: 1 });
  const uid = records.data.list[0].uid;
  await expectPagesFit(page, [
    ['/maintenanceCycle', () => dataRows(page.locator('fms-maintenance-cycles').getByRole('table')).first()],
    ['/maintenanceCycle?add=1', () => page.locator('fms-cycle-editor').getByText(/已選 0 輛/)],
    [`/maintenanceCycle?edit=${cycles.data.list[0].uid}`, () => page.locator('fms-cycle-editor').getByRole('heading', { name: /^編輯保養週期：/ })],
    ['/maintenance', () => dataRows(page.locator('fms-maintenance-records').getByRole('table')).first()],
    ['/maintenance/data', () => dataRows(page.locator('fms-maintenance-records').getByRole('table')).first()],
    [`/maintenance/data/${uid}`, () => page.locator('fms-maintenance-record').getByRole('switch', { name: '啟用' })],
    [`/maintenance/review/${uid}`, () => page.locator('fms-maintenance-record').getByRole('heading', { name: '車輛保修歷程' })],
    ['/maintenance/review', () => page.locator('fms-maintenance-record').getByText('請從保修紀錄選擇要審閱的紀錄。')],
  ] as const);
});
