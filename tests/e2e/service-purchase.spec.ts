import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiTokens, BASE_URL, callApi, expectNoAxeViolations, expectPagesFit, expectPath, signInByApi } from './fixtures';

/**
 * Issue 16, spec 2.1, 2.9, 2.11, 7.9, 7.10 (P_P44): buying plus service plans with
 * `fms-service-checkout` — on the console's web pages by card through the sandbox provider, in the
 * app's web view from the one-time-token hand-off at phone size, and alone in a partner page.
 * Each test buys another service type, so the cars it picks are not held by another test's order.
 */

interface AvailableCar { carUid: string; carNo: string; available: boolean }

async function availableCars(page: Page, token: string, planUid: string, count: number): Promise<AvailableCar[]> {
  const body = await callApi<{ list: AvailableCar[] }>(page, token, 'POST', '/plus/available', { planUid, offset: 0, limit: 50 });
  expect(body.status, body.message).toBe(0);
  const cars = body.data.list.filter((c) => c.available).slice(0, count);
  expect(cars).toHaveLength(count);
  return cars;
}

/** Pays on the sandbox provider's own page with the test card that is accepted. */
async function payOnProvider(page: Page): Promise<void> {
  await expect(page.getByLabel('信用卡卡號')).toBeVisible();
  await page.getByLabel('信用卡卡號').fill('4242 4242 4242 4242');
  await page.getByLabel('有效期限（MM/YY）').fill('12/39');
  await page.getByLabel('安全碼').fill('123');
  await page.getByRole('button', { name: /^確認付款/ }).click();
}

test('web: a plan is bought for two cars by card in the sandbox and the order turns 付款成功', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const cars = await availableCars(page, accessToken, 'plan-video-month', 2);
  await page.goto('/serviceManagement');
  const checkout = page.locator('fms-service-checkout');
  await checkout.getByRole('button', { name: '購買影像調閱加值' }).click();
  await expectPath(page, '/serviceManagement/step1');
  for (const car of cars) {
    await checkout.getByRole('searchbox', { name: '車號' }).fill(car.carNo);
    await checkout.getByRole('button', { name: '查詢' }).click();
    await checkout.getByRole('checkbox', { name: `選取 ${car.carNo}` }).check();
  }
  await expect(checkout.getByRole('status').filter({ hasText: '已選 2 輛' })).toBeVisible();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await expectPath(page, '/serviceManagement/step2');
  await checkout.getByRole('radio', { name: /影像調閱加值 月方案/ }).check();
  await expect(checkout.getByText('NT$ 600')).toBeVisible();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await expectPath(page, '/serviceManagement/step3');
  await checkout.getByRole('textbox', { name: '電子郵件' }).fill('billing@fleet-demo.tw');
  await checkout.getByRole('button', { name: '確認付款' }).click();

  await payOnProvider(page);
  await expectPath(page, '/serviceManagement/payment');
  await expect(checkout.getByText('付款成功', { exact: true })).toBeVisible();
  const code = new URL(page.url()).searchParams.get('orderCode')!;
  await expect(checkout.getByText(code)).toBeVisible();
  const orders = await callApi<{ list: Array<{ code: string; status: number; statusLabel: string; amount: number }> }>(
    page, accessToken, 'POST', '/plus/order/list', { offset: 0, limit: 10 });
  expect(orders.data.list.find((o) => o.code === code)).toMatchObject({ status: 3, statusLabel: '付款成功', amount: 600 });

  await expectPagesFit(page, [
    ['/serviceManagement', () => checkout.getByRole('button', { name: '購買胎壓監測' })],
    [`/serviceManagement/payment?orderCode=${code}`, () => checkout.getByText('付款成功', { exact: true })],
  ]);
});

async function onceToken(request: APIRequestContext, accessToken: string, carUid: string): Promise<string> {
  const res = await request.get(`/plus/auth/once-token/${carUid}`, { headers: { 'X-API-Key': 'fms-demo-plus-key', Authorization: `Bearer ${accessToken}` } });
  const body = await res.json();
  expect(body.status, body.message).toBe(0);
  return body.data as string;
}

test('app at 390×844: from the hand-off the car\'s plan is bought by card and the redirect page shows 付款成功', async ({ page, browser }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const [car] = await availableCars(page, accessToken, 'plan-tpms-month', 1);
  const token = await onceToken(page.request, accessToken, car.carUid);
  const app = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-TW', timezoneId: 'Asia/Taipei', baseURL: BASE_URL });
  const phone = await app.newPage();
  await phone.goto(`/serviceManagement/app?carUid=${car.carUid}&onceToken=${encodeURIComponent(token)}`);
  const checkout = phone.locator('fms-service-checkout');
  await checkout.getByRole('button', { name: '購買加值服務' }).click();
  await expectPath(phone, '/serviceManagement/app/plans');
  await checkout.getByRole('button', { name: '購買胎壓監測' }).click();
  await expectPath(phone, '/serviceManagement/app/step1');
  await expect(checkout.getByRole('checkbox', { name: `選取 ${car.carNo}` })).toBeChecked();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await checkout.getByRole('radio', { name: /胎壓監測 月方案/ }).check();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await expectPath(phone, '/serviceManagement/app/step3');
  await expect(phone.getByRole('button', { name: '返回' })).toBeVisible();
  await checkout.getByRole('textbox', { name: '電子郵件' }).fill('driver@fleet-demo.tw');
  await checkout.getByRole('button', { name: '確認付款' }).click();

  await payOnProvider(phone);
  await expectPath(phone, '/serviceManagement/app/redirect');
  await expect(checkout.getByText('付款成功', { exact: true })).toBeVisible();
  await expect(checkout.getByRole('link', { name: '查看訂單' })).toHaveAttribute('href', /^\/serviceOrder\/app\/detail\?uid=/);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect((await app.cookies()).map((c) => c.name)).not.toContain('accessToken');
  await app.close();
});

test('partner page on another origin: fms-service-checkout alone completes a purchase and shows the ATM account', async ({ page }) => {
  // The same server reached as localhost is another origin, a listed partner (tests/playwright.config.ts),
  // as in partner-portal.spec.ts: the element and every call go to the console at 127.0.0.1.
  const partner = BASE_URL.replace('127.0.0.1', 'localhost');
  await page.goto(`${partner}/checkout.html?console=${encodeURIComponent(BASE_URL)}`);
  const checkout = page.locator('fms-service-checkout');
  await checkout.getByRole('button', { name: '購買冷鏈監控' }).click();
  await checkout.getByRole('button', { name: '選取本頁可購買車輛' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: /已選 [1-9]/ })).toBeVisible();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await checkout.getByRole('radio', { name: /冷鏈監控 年方案/ }).check();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await checkout.getByRole('textbox', { name: '電子郵件' }).fill('partner@fleet-demo.tw');
  await checkout.getByRole('radio', { name: 'ATM 轉帳' }).check();
  await checkout.getByRole('button', { name: '確認付款' }).click();

  const account = checkout.getByRole('definition').filter({ hasText: /^\d{4} \d{4}/ });
  await expect(checkout.getByLabel('ATM 轉帳資訊')).toBeVisible();
  await expect(account.first()).toBeVisible();
  await expect(checkout.getByText('待付款', { exact: true })).toBeVisible();
  await expect(page.locator('#partner-status')).toHaveText(/^已成立訂單：SO/);
  expect(new URL(page.url()).pathname).toBe('/checkout.html');
  expect(new URL(page.url()).origin).toBe(partner);
  await expectNoAxeViolations(page);
});

test('partner page on another origin: a card payment goes to the provider and comes back to the partner\'s page with the result', async ({ page }) => {
  // Issue 23, 2: the partner's page passes its own address as return-url; the console lists its origin.
  const partner = BASE_URL.replace('127.0.0.1', 'localhost');
  const own = `${partner}/checkout.html?console=${encodeURIComponent(BASE_URL)}`;
  await page.goto(own);
  const checkout = page.locator('fms-service-checkout');
  await checkout.getByRole('button', { name: '購買駕駛行為分析' }).click();
  await checkout.getByRole('button', { name: '選取本頁可購買車輛' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: /已選 [1-9]/ })).toBeVisible();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await checkout.getByRole('radio', { name: /駕駛行為分析 月方案/ }).check();
  await checkout.getByRole('button', { name: '下一步' }).click();
  await checkout.getByRole('textbox', { name: '電子郵件' }).fill('partner@fleet-demo.tw');
  await checkout.getByRole('radio', { name: '信用卡' }).check();
  await checkout.getByRole('button', { name: '確認付款' }).click();

  await payOnProvider(page);
  await page.waitForURL((url) => url.origin === partner && url.searchParams.has('paymentResult'));
  const back = new URL(page.url());
  expect(back.pathname).toBe('/checkout.html');
  expect(back.searchParams.get('console')).toBe(BASE_URL);
  expect(back.searchParams.get('paymentResult')).toBe('paid');
  const code = back.searchParams.get('orderCode')!;
  await expect(checkout.getByText('付款成功', { exact: true })).toBeVisible();
  await expect(checkout.getByText(code)).toBeVisible();
  // Coming back again (a reload of the return) shows the same result and pays nothing twice.
  await page.reload();
  await expect(checkout.getByText('付款成功', { exact: true })).toBeVisible();
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const orders = await callApi<{ list: Array<{ code: string; status: number }> }>(page, accessToken, 'POST', '/plus/order/list', { offset: 0, limit: 10 });
  expect(orders.data.list.filter((o) => o.code === code)).toMatchObject([{ status: 3 }]);
});
