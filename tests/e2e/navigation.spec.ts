import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, expectPath, expiredJwt, signInAs, signInByApi } from './fixtures';

/** The main navigation as the user sees it: each heading with the links under it. */
async function visibleMenu(page: Page): Promise<Record<string, string[]>> {
  const nav = page.locator('fms-main-nav').getByRole('navigation', { name: '主選單' });
  await expect(nav.getByRole('heading').first()).toBeVisible();
  const groups = nav.locator('li.nav-group');
  const menu: Record<string, string[]> = {};
  for (const group of await groups.all()) {
    menu[await group.getByRole('heading').innerText()] = await group.getByRole('link').allInnerTexts();
  }
  return menu;
}

test('spec 2.4: demo-admin sees all eight groups with every item', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  expect(await visibleMenu(page)).toEqual({
    即時監控: ['監控地圖', '即時影像', '語音訊息'],
    歷史查詢: ['軌跡回放', '影像調閱'],
    任務派遣: ['任務管理'],
    數據中心: ['事件列表', '月營運報表'],
    保修系統: ['保修列表', '保修週期'],
    車隊管理: ['車隊資料', '車輛管理', '帳號管理', '駕駛管理', '圍籬管理'],
    加值服務: ['功能購買', '訂單管理'],
    系統設定: ['參數設定', '自訂內容', '操作紀錄'],
  });
});

test('spec 2.4, 6: demo-viewer sees only the items of P_P01, P_P03 and P_P05, plus the unchecked monthly report', async ({ page }) => {
  await signInByApi(page, 'demo-viewer');
  await page.goto('/monitor');
  expect(await visibleMenu(page)).toEqual({
    即時監控: ['監控地圖'],
    歷史查詢: ['軌跡回放'],
    數據中心: ['事件列表', '月營運報表'],
  });
});

test('spec 2.4, 6: demo-driver sees only task management', async ({ page }) => {
  await signInByApi(page, 'demo-driver');
  await page.goto('/task/management');
  expect(await visibleMenu(page)).toEqual({ 任務派遣: ['任務管理'] });
  await expect(page.locator('fms-main-nav').getByRole('link', { name: '任務管理' })).toHaveAttribute('aria-current', 'page');
});

test('spec 2.4: a menu link moves to its page without reloading and marks it current', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  await page.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });
  const nav = page.locator('fms-main-nav');
  await nav.getByRole('link', { name: '軌跡回放' }).click();
  await expectPath(page, '/history');
  await expect(nav.getByRole('link', { name: '軌跡回放' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('spec 2.4: a group heading folds and unfolds its items', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  const nav = page.locator('fms-main-nav');
  const heading = nav.getByRole('button', { name: '車隊管理' });
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: '車輛管理' })).toBeHidden();
  await heading.press('Enter');
  await expect(nav.getByRole('link', { name: '車輛管理' })).toBeVisible();
});

test('spec 6: a forbidden URL goes to /noAuth', async ({ page }) => {
  await signInByApi(page, 'demo-viewer');
  await page.goto('/userManagement');
  await expectPath(page, '/noAuth');
  await expect(page.getByRole('heading', { name: '沒有權限' })).toBeVisible();
});

test('spec 2.1, 8: an unknown URL shows the not-found page with a home link', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor/nowhere');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: '回到首頁' }).click();
  await expectPath(page, '/monitor');
});

test('spec 4: an expired token in the cookies goes to /', async ({ page, context }) => {
  const token = expiredJwt({ zhName: '過期使用者', authority: { admin: ['P_P01'] } });
  await context.addCookies(['accessToken', 'idToken'].map((name) => ({ url: BASE_URL, name, value: token })));
  await page.goto('/monitor');
  await expectPath(page, '/');
  await expect(page.locator('fms-sign-in').getByRole('button', { name: '登入' })).toBeVisible();
});

test('spec 2.9: paths with parameters are pages in their layout', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/history/journey/car-a-001/location/j-1');
  await expect(page.locator('fms-track-playback').getByRole('heading', { name: '軌跡回放', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '選單' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: '選單' }).click();
  await expect(page.locator('fms-main-nav').getByRole('link', { name: '監控地圖' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '選單' })).toHaveAttribute('aria-expanded', 'false');
});

test('spec 2.2, issue 10: demo-driver, without P_P01, signs in and lands on task management, not /noAuth', async ({ page }) => {
  await signInAs(page, 'demo-driver');
  await expectPath(page, '/task/management');
  await expect(page.locator('fms-main-nav').getByRole('link', { name: '任務管理' })).toHaveAttribute('aria-current', 'page');
});

test('issue 10: /noAuth\'s home link takes demo-driver to task management instead of looping back', async ({ page }) => {
  await signInByApi(page, 'demo-driver');
  await page.goto('/monitor');
  await expectPath(page, '/noAuth');
  const home = page.getByRole('link', { name: '回到首頁' });
  await expect(home).toHaveAttribute('href', '/task/management');
  await home.click();
  await expectPath(page, '/task/management');
});

test('spec 6, issue 10: a page under no prefix (/service/record) is sign-in only, so demo-admin opens it', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/service/record');
  await expectPath(page, '/service/record');
  await expect(page.locator('fms-service-record').getByRole('heading', { name: '服務紀錄' })).toBeVisible();
});
