import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectPagesFit, PLUS_KEY, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Service orders', 4 'Plus service order status', 7.9, 7.10: the order pages
 * (/serviceOrder, /serviceOrder/detail, /serviceOrder/app/history; P_P45) against the reference
 * server, as demo-admin. Orders are made through the plus API; an ATM account's expiry is played
 * through the sandbox provider's test console (atm-simulate), never through the page.
 */

interface Car { uid: string; carNo: string; enabledCode: boolean }
interface OrderBody { uid: string; code: string; status: number }

const plusApi = <T = any>(page: Page, token: string, method: string, url: string, data?: unknown) => callApi<T>(page, token, method, url, data, PLUS_KEY);

async function managedCar(page: Page, token: string, index = 0): Promise<Car> {
  const cars = await callApi<{ list: Car[] }>(page, token, 'POST', '/api/car/v0/list', { offset: 0, limit: 50 });
  expect(cars.status).toBe(0);
  return cars.data.list.filter((c) => c.enabledCode)[index];
}

async function newOrder(page: Page, token: string, carUid: string, paymentMethod: 'atm' | 'card'): Promise<OrderBody> {
  const made = await plusApi<OrderBody>(page, token, 'POST', '/plus/order', { planUid: 'plan-video-month', carUids: [carUid], paymentMethod });
  expect(made.status, made.message).toBe(0);
  return made.data;
}

test('spec 4, 7.10: an ATM order shows its account and due time, after it expires unpaid reads 付款失敗 with 重新付款, and the order pages fit', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const order = await newOrder(page, accessToken, (await managedCar(page, accessToken)).uid, 'atm');

  await page.goto(`/serviceOrder/detail?uid=${order.uid}`);
  const detail = page.locator('fms-service-order');
  const account = detail.locator('dl[aria-label="ATM 轉帳資訊"]');
  await expect(account).toContainText('轉帳帳號');
  await expect(account).toContainText('繳費期限');
  await expect(detail.getByRole('button', { name: '我已完成轉帳' })).toBeVisible();

  const expired = await plusApi(page, accessToken, 'POST', `/payment/sandboxpay/atm-simulate/${order.code}`, { outcome: 'expire' });
  expect(expired.status, expired.message).toBe(0);
  await page.reload();
  await expect(detail.locator('.detail-list')).toContainText('付款失敗');
  await expect(detail.getByRole('button', { name: '重新付款' })).toBeVisible();
  await expect(detail.getByRole('button', { name: '我已完成轉帳' })).toHaveCount(0);

  await expectPagesFit(page, [
    ['/serviceOrder', () => page.locator('fms-service-orders .order-card').first()],
    [`/serviceOrder/detail?uid=${order.uid}`, () => detail.getByRole('button', { name: '重新付款' })],
  ]);
});

test('spec 4: an order awaiting payment is cancelled from its detail, then deleted, and is gone from the list', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const order = await newOrder(page, accessToken, (await managedCar(page, accessToken)).uid, 'card');

  await page.goto('/serviceOrder');
  const list = page.locator('fms-service-orders');
  await list.getByRole('button', { name: new RegExp(`^訂單 ${order.code}，待付款`) }).click();
  await expect.poll(() => new URL(page.url()).search).toContain(order.uid);

  const detail = page.locator('fms-service-order');
  await detail.getByRole('button', { name: '取消訂單' }).click();
  const question = detail.getByRole('dialog', { name: '取消訂單' });
  await expect(question).toContainText(order.code);
  await question.getByRole('button', { name: '取消訂單' }).click();
  await expect(detail.getByRole('status')).toHaveText(`訂單 ${order.code} 已取消。`);
  await expect(detail.locator('.detail-list')).toContainText('取消訂單');

  await detail.getByRole('button', { name: '刪除訂單' }).click();
  await detail.getByRole('dialog', { name: '刪除訂單' }).getByRole('button', { name: '刪除訂單' }).click();
  await expect(detail.getByRole('status')).toHaveText(`訂單 ${order.code} 已刪除。`);

  await page.getByRole('link', { name: '返回訂單列表' }).click();
  await expect(list.locator('.order-card').first()).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`^訂單 ${order.code}`) })).toHaveCount(0);
});

test('spec 2.9: the app opens its car\'s order history with a one-time token at phone size and opens an order', async ({ page }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await managedCar(page, accessToken, 1);
  const order = await newOrder(page, accessToken, car.uid, 'atm');
  const once = await plusApi<string>(page, accessToken, 'GET', `/plus/auth/once-token/${car.uid}`);
  expect(once.status, once.message).toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/serviceOrder/app/history?carUid=${car.uid}&onceToken=${encodeURIComponent(once.data)}`);
  const list = page.locator('fms-service-orders');
  const card = list.getByRole('button', { name: new RegExp(`^訂單 ${order.code}`) });
  await expect(card).toBeVisible();
  await expect(list.getByLabel('車號')).toHaveCount(0);
  await card.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/serviceOrder/app/detail');
  await expect(page.locator('fms-service-order').locator('dl[aria-label="ATM 轉帳資訊"]')).toContainText('轉帳帳號');
});
