import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { readFile } from 'node:fs/promises';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, expectPath, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Maintenance', 3, 4 'Maintenance reservation status', 7.8: the maintenance v2 pages
 * (/maintenanceV2, /maintenanceV2/data/{carUid}, /maintenanceV2/reservationData/{uid?},
 * /maintenanceV2/orderData/{uid?}; P_P39) against the reference server, as demo-admin.
 *
 * The e2e server runs on the real clock (no FMS_NOW), and reservations must lie ahead of it, so
 * "becomes overdue as the clock moves" is a reservation booked seconds ahead that the server turns
 * 已逾期 once its time has passed (it judges overdue on every read, maintenance-store markOverdue).
 */

interface Car { uid: string; carNo: string }
interface RecordRow { uid: string; active: boolean; reservation: { uid: string; status: string } }

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const taipeiDay = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function firstCar(page: Page, token: string): Promise<Car> {
  const cars = await callApi<{ list: Car[] }>(page, token, 'POST', '/api/car/v0/list', { offset: 0, limit: 1 });
  expect(cars.status).toBe(0);
  return cars.data.list[0];
}

async function book(page: Page, token: string, carUid: string, factoryName: string, reservedAt: number): Promise<RecordRow> {
  const made = await callApi<RecordRow>(page, token, 'POST', '/api/maintenance/v0', { carUid, items: [], reservation: { reservedAt, factoryName } });
  expect(made.status, made.message).toBe(0);
  return made.data;
}

test('spec 4, 7.8: a reservation becomes 已逾期 as the clock passes it, an order is created from it and exported as xlsx', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  const shop = unique('逾期廠');
  const record = await book(page, accessToken, car.uid, shop, Date.now() + 4_000);
  expect(record.reservation.status).toBe('readyMaintain');

  await page.goto(`/maintenanceV2/data/${car.uid}`);
  const list = page.locator('fms-maintenance-list');
  await expect(list.getByRole('heading', { name: `${car.carNo} 保修資料` })).toBeVisible();
  const row = dataRows(list.getByRole('table')).filter({ hasText: shop });
  await expect(row).toHaveCount(1);
  // The server's clock moves past the reservation; the page read again shows it overdue.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('已逾期', { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });

  await row.getByRole('button', { name: /^建立工單/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/maintenanceV2\/orderData\/.+/);
  const orders = page.locator('fms-maintenance-orders');
  const dialog = orders.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^編輯工單/ })).toBeVisible();
  await expect(dialog).toContainText('原保修週期');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expectPath(page, '/maintenanceV2/orderData');
  const orderRow = dataRows(orders.getByRole('table')).filter({ hasText: shop });
  await expect(orderRow).toHaveCount(1);
  const orderNo = (await orderRow.locator('strong').first().textContent())!.trim();

  const [download] = await Promise.all([page.waitForEvent('download'), orders.getByRole('button', { name: '匯出' }).click()]);
  expect(download.suggestedFilename()).toBe(`保修工單_${taipeiDay()}.xlsx`);
  const sheets = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheets.Sheets[sheets.SheetNames[0]], { header: 1 });
  expect(rows.flat().map(String)).toContain(orderNo);

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
});

test('spec 4, 7.8: switching a record inactive persists after a reload', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  const shop = unique('停用廠');
  const record = await book(page, accessToken, car.uid, shop, Date.now() + 3 * 86_400_000);

  await page.goto(`/maintenanceV2/data/${car.uid}`);
  const list = page.locator('fms-maintenance-list');
  const row = dataRows(list.getByRole('table')).filter({ hasText: shop });
  const toggle = row.getByRole('switch', { name: /^啟用 / });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(dataRows(list.getByRole('table')).filter({ hasText: shop }).getByRole('switch', { name: /^啟用 / })).toHaveAttribute('aria-checked', 'false');
  expect((await callApi<RecordRow>(page, accessToken, 'GET', `/api/maintenance/v0/${record.uid}`)).data.active).toBe(false);
});

test('spec 2.11, 3: a reservation is booked, edited and deleted through the pages, with checks in Traditional Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'demo-admin');
  await page.goto('/maintenanceV2');
  const list = page.locator('fms-maintenance-list');
  await expect(list.getByRole('heading', { name: '保修列表' })).toBeVisible();
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: '新增預約' }).click();
  await expectPath(page, '/maintenanceV2/reservationData');

  const form = page.locator('fms-maintenance-reservation');
  const shop = unique('預約廠');
  await form.getByRole('combobox', { name: /車號/ }).selectOption({ index: 1 });
  await form.getByLabel(/預約時間/).fill(`${taipeiDay(5)}T09:30`);
  await form.getByLabel('保修廠').fill(shop);
  await form.getByLabel('里程（公里）').fill('12a');
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(form.getByText('里程（公里）須為 0 以上的數字，最多一位小數').first()).toBeVisible();
  await expect(form.getByLabel('保修廠')).toHaveValue(shop);
  await expectNoAxeViolations(page);
  await form.getByLabel('里程（公里）').fill('120500');
  await form.getByRole('button', { name: '儲存' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/maintenanceV2\/data\/.+/);
  const row = dataRows(list.getByRole('table')).filter({ hasText: shop });
  await expect(row).toContainText('已預約');
  await expect(row).toContainText('120,500 公里');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /編輯/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/maintenanceV2\/reservationData\/.+/);
  const edited = `${shop}-改`;
  await form.getByLabel('保修廠').fill(edited);
  await form.getByRole('button', { name: '儲存' }).click();
  const editedRow = dataRows(list.getByRole('table')).filter({ hasText: edited });
  await expect(editedRow).toHaveCount(1);

  await editedRow.getByRole('button', { name: /刪除/ }).click();
  const confirm = list.getByRole('dialog');
  await expect(confirm).toContainText('確定要刪除');
  await confirm.getByRole('button', { name: /刪除/ }).click();
  await expect(dataRows(list.getByRole('table')).filter({ hasText: edited })).toHaveCount(0);
});

test('spec 2.11, 7.8: 設定初始值 checks the readings before sending and saves them', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/maintenanceV2');
  const list = page.locator('fms-maintenance-list');
  await list.getByRole('button', { name: '設定初始值' }).click();
  const dialog = list.getByRole('dialog', { name: '設定初始值' });
  await dialog.getByRole('combobox', { name: /車號/ }).selectOption({ index: 1 });
  await dialog.getByLabel(/里程/).fill('-5');
  await dialog.getByLabel(/引擎時數/).fill('2000000');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog.getByText('里程（公里）須為 0 以上的數字，最多一位小數')).toBeVisible();
  await expect(dialog.getByText('引擎時數（小時）不可超過 1,000,000')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/里程/).fill('150000');
  await dialog.getByLabel(/引擎時數/).fill('3200.5');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已設定初始值').first()).toBeVisible();
});

test('spec 2.11: the maintenance v2 pages fit a 390 px screen', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, ready] of [['/maintenanceV2', '保修列表'], [`/maintenanceV2/data/${car.uid}`, `${car.carNo} 保修資料`],
    ['/maintenanceV2/reservationData', '新增預約'], ['/maintenanceV2/orderData', '保修工單']] as const) {
    await page.goto(path);
    await expect(page.locator('#fms-page').getByText(ready, { exact: true }).first()).toBeVisible();
    const main = page.locator('#fms-page');
    if (path !== '/maintenanceV2/reservationData') await expect(main.getByText(/共 \d+ 筆/).or(main.getByText(/^沒有保修/)).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  }
});

test('spec 7.8: a car\'s records export as a real xlsx named 保修紀錄_{YYYY-MM-DD}.xlsx', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  const shop = unique('匯出廠');
  await book(page, accessToken, car.uid, shop, Date.now() + 2 * 86_400_000);
  await page.goto(`/maintenanceV2/data/${car.uid}`);
  const list = page.locator('fms-maintenance-list');
  await expect(dataRows(list.getByRole('table')).filter({ hasText: shop })).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: '匯出' }).click()]);
  expect(download.suggestedFilename()).toBe(`保修紀錄_${taipeiDay()}.xlsx`);
  const sheets = XLSX.read(await readFile((await download.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheets.Sheets[sheets.SheetNames[0]], { header: 1 });
  expect(rows.flat().map(String)).toContain(shop);
});

test('issue 22: 建立工單 makes one order; the reservation then links to it, and 處理中 marks the reservation 已進廠', async ({ page }) => {
  test.setTimeout(90_000);
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  const shop = unique('工單廠');
  const record = await book(page, accessToken, car.uid, shop, Date.now() + 3 * 86_400_000);

  await page.goto(`/maintenanceV2/data/${car.uid}`);
  const list = page.locator('fms-maintenance-list');
  const row = dataRows(list.getByRole('table')).filter({ hasText: shop });
  await row.getByRole('button', { name: /^建立工單/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/maintenanceV2\/orderData\/.+/);
  const orderPath = new URL(page.url()).pathname;
  const dialog = page.locator('fms-maintenance-orders').getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^編輯工單/ })).toBeVisible();
  await dialog.getByRole('combobox', { name: /工單狀態/ }).selectOption('processing');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();

  // A second create for the same reservation (another tab, a retry) is refused, naming the order.
  const again = await callApi(page, accessToken, 'POST', '/api/maintenance-order/v0', { carUid: car.uid, items: [], recordUid: record.uid });
  expect(again.status).toBe(4090001);
  expect(again.message).toMatch(/已建立工單 MO/);

  await page.goto(`/maintenanceV2/data/${car.uid}`);
  await expect(row).toContainText('已進廠');
  await expect(row.getByRole('button', { name: /^建立工單/ })).toHaveCount(0);
  await row.getByRole('link', { name: /^查看工單/ }).click();
  await expectPath(page, orderPath);
  await expect(dialog.getByRole('combobox', { name: /工單狀態/ })).toHaveValue('processing');
  // The same route with an order: the back link to the orders, not the nav; without one, the nav.
  await expect(page.getByRole('navigation', { name: '保修系統頁面' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← 返回保修工單' })).toHaveAttribute('href', '/maintenanceV2/orderData');
  await page.goto('/maintenanceV2/orderData');
  await expect(page.getByRole('navigation', { name: '保修系統頁面' }).getByRole('link', { name: '保修工單' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: '← 返回保修工單' })).toHaveCount(0);
});
