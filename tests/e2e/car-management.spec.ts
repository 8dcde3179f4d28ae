import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Issue 11, spec 2.11 'cars', 7.5 (P_P06): /carManagement adds, edits, deletes and brings cars
 * under management (納管); a car brought under management shows on /monitor; /carManagement/detail
 * shows one car whole.
 */

/** A plate no seeded car has (two letters the seed never uses, four digits). */
const newCarNo = () => `ZQ-${Math.floor(1000 + Math.random() * 9000)}`;

const list = (page: Page) => page.locator('fms-car-list');
const row = (page: Page, carNo: string) => list(page).getByRole('row').filter({ hasText: carNo });

async function search(page: Page, carNo: string) {
  await list(page).getByRole('search').getByLabel('車號').fill(carNo);
  await list(page).getByRole('button', { name: '查詢' }).click();
  await expect(row(page, carNo)).toHaveCount(1);
}

/** A car made through the API, not under management. */
async function makeCar(page: Page): Promise<{ uid: string; carNo: string }> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const carNo = newCarNo();
  const body = await callApi(page, accessToken, 'POST', '/api/car/v0', { carNo, model: 'FC2AJ7', note: '' });
  expect(body.status).toBe(0);
  return { uid: body.data.uid, carNo };
}

test('issue 11: a car is added, brought under management (納管) and then appears on /monitor', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/carManagement');
  await expect(list(page).getByRole('heading', { name: '車輛管理' })).toBeVisible();
  await expect(list(page).locator('tbody tr').first()).toContainText(/-/);

  const carNo = newCarNo();
  await list(page).getByRole('button', { name: '新增車輛' }).click();
  const dialog = list(page).getByRole('dialog', { name: '新增車輛' });
  await dialog.getByLabel('車號').fill(carNo);
  await dialog.getByLabel('車型').fill('XZU720');
  await dialog.getByLabel(/^車種/).selectOption({ label: '貨車' });
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();

  await search(page, carNo);
  await expect(row(page, carNo)).toContainText('未納管');
  await row(page, carNo).getByRole('button', { name: `納管 ${carNo}` }).click();
  const confirm = list(page).getByRole('dialog', { name: '納管車輛' });
  await expect(confirm).toContainText(`確定要將 ${carNo} 納管？`);
  await confirm.getByRole('button', { name: '納管' }).click();
  await expect(row(page, carNo)).toContainText('已納管');

  // The outcome also arrives as a category-1 (bind) notification (spec 9).
  const { accessToken } = await apiTokens(page, 'demo-admin');
  await expect.poll(async () => {
    const body = await callApi(page, accessToken, 'POST', '/api/message/v0/list?offset=0&limit=50', { categoryList: [1], startTime: 0, endTime: 4102444800000 });
    return JSON.stringify(body.data ?? '');
  }).toContain(carNo);

  await page.goto('/monitor');
  const map = page.locator('fms-monitor-map');
  await map.getByRole('searchbox', { name: '搜尋車號或駕駛' }).fill(carNo);
  await expect(map.locator('.truck-row').filter({ hasText: carNo })).toHaveCount(1);
});

test('issue 11: a car is edited in place and its detail shows the change and its links', async ({ page }) => {
  const car = await makeCar(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/carManagement');
  await search(page, car.carNo);
  await row(page, car.carNo).getByRole('button', { name: `編輯 ${car.carNo}` }).click();
  const dialog = list(page).getByRole('dialog', { name: `編輯車輛 ${car.carNo}` });
  await expect(dialog.getByLabel('車型')).toHaveValue('FC2AJ7');
  await dialog.getByLabel('備註').fill('冷藏貨運專用');
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(dialog).toBeHidden();

  await row(page, car.carNo).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/carManagement/detail\\?carUid=${car.uid}$`));
  const detail = page.locator('fms-car-detail');
  await expect(detail.getByRole('heading', { name: `車輛資料 ${car.carNo}` })).toBeVisible();
  await expect(detail).toContainText('冷藏貨運專用');
  await expect(detail).toContainText('500 系列');
  await expectNoAxeViolations(page);
  await detail.getByRole('link', { name: '車輛事件' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/one/${car.uid}$`));
});

test('issue 11: delete confirms naming the car, and the list no longer shows it', async ({ page }) => {
  const car = await makeCar(page);
  await signInByApi(page, 'demo-admin');
  await page.goto('/carManagement');
  await search(page, car.carNo);
  await row(page, car.carNo).getByRole('button', { name: `刪除 ${car.carNo}` }).click();
  const confirm = list(page).getByRole('dialog', { name: '刪除車輛' });
  await expect(confirm).toContainText(`確定要刪除 1 筆：${car.carNo}？`);
  await confirm.getByRole('button', { name: '刪除' }).click();
  await expect(list(page).getByText('查無資料')).toBeVisible();
});

test('issue 11: unsaved changes are confirmed before the form closes, and the list is axe clean', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/carManagement');
  await expect(list(page).locator('tbody tr').first()).toContainText(/-/);
  await expectNoAxeViolations(page);
  await list(page).getByRole('button', { name: '新增車輛' }).click();
  const dialog = list(page).getByRole('dialog', { name: '新增車輛' });
  await dialog.getByLabel('車號').fill('ZQ-1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '取消' }).click();
  const leave = list(page).getByRole('dialog', { name: '放棄未儲存的變更？' });
  await leave.getByRole('button', { name: '繼續編輯' }).click();
  await expect(dialog.getByLabel('車號')).toHaveValue('ZQ-1');
  await page.keyboard.press('Escape');
  await leave.getByRole('button', { name: '放棄變更' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('issue 11: the list, the form and the detail fit without horizontal page scrolling', async ({ page }) => {
    const car = await makeCar(page);
    await signInByApi(page, 'demo-admin');
    await page.goto('/carManagement');
    await expect(list(page).locator('tbody tr').first()).toContainText(/-/);
    await expectNoHorizontalOverflow(page);
    await list(page).getByRole('button', { name: '新增車輛' }).click();
    await expect(list(page).getByRole('dialog', { name: '新增車輛' }).getByLabel('車號')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goto(`/carManagement/detail?carUid=${car.uid}`);
    await expect(page.locator('fms-car-detail').getByRole('heading', { name: `車輛資料 ${car.carNo}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
