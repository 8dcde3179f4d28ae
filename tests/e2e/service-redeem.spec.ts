import { expect, test, type Page } from '@playwright/test';
import { DEMO_SERIALS } from '../../demo/server/domains/services/plus/demo-serials';
import { apiTokens, callApi, dataRows, expectPagesFit, expectPath, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Service redeem', 5: the redeem pages (/service, /service/exchange, /service/record and
 * the app's /service/app, /service/app/detail, /service/app/exchange) against the reference server,
 * as demo-admin. The serials come from the seed's fixed demo list (README, 'Demo serial numbers');
 * each test takes one that the server says is still unused.
 */

interface Car { uid: string; carNo: string }

async function firstCar(page: Page, token: string): Promise<Car> {
  const cars = await callApi<{ list: Car[] }>(page, token, 'POST', '/api/car/v0/list', { offset: 0, limit: 1, filterEnabledCode: true });
  expect(cars.status).toBe(0);
  return cars.data.list[0];
}

/** The first demo serial the plus host still reports unused. */
async function unusedSerial(page: Page, token: string): Promise<string> {
  for (const serialNo of DEMO_SERIALS) {
    const res = await page.request.post('/plus/exchange/check', {
      data: { serialNo }, headers: { 'X-API-Key': 'fms-demo-plus-key', Authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    if (body.status === 0 && !body.data.used) return serialNo;
  }
  throw new Error('every demo serial is used: restart the server with a reset');
}

const taipeiDay = /\d{4}-\d{2}-\d{2}/;

test('spec 2.11: a serial number is redeemed once, shows in the service history, and is refused the second time', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  const serial = await unusedSerial(page, accessToken);

  // The main navigation of spec 2.4 has no redeem item: 功能購買 leads there.
  await page.goto('/serviceManagement');
  await page.getByRole('navigation', { name: '加值服務頁面' }).getByRole('link', { name: '序號兌換' }).click();
  await expectPath(page, '/service/exchange');
  const redeem = page.locator('fms-service-redeem');
  const field = redeem.getByLabel('兌換序號');
  const lookUp = redeem.getByRole('button', { name: '查詢' });
  // The built console strips the contract's schemas: the submit rule must still hold there.
  await expect(lookUp).toBeDisabled();
  await field.fill(serial.slice(0, 9));
  await expect(lookUp).toBeDisabled();
  await field.fill(serial.replace(/-/g, '').toLowerCase());
  await expect(field).toHaveValue(serial);
  await lookUp.click();
  const info = redeem.getByRole('region', { name: '兌換資訊' });
  await expect(info).toContainText('胎壓監測 月方案');
  await expect(info).toContainText('未使用');
  await redeem.getByLabel('兌換車輛').selectOption(car.uid);
  await redeem.getByRole('button', { name: '確認兌換' }).click();
  const result = redeem.getByRole('region', { name: '兌換結果' });
  await expect(result).toContainText('兌換成功');
  await expect(result).toContainText(car.carNo);
  await expect(result).toContainText(new RegExp(`服務到期日${taipeiDay.source}`));

  await page.goto('/service/record');
  const record = page.locator('fms-service-record');
  await expect(dataRows(record.getByRole('table')).filter({ hasText: serial })).toContainText(`序號兌換 ${serial}`);
  await expect(dataRows(record.getByRole('table')).filter({ hasText: serial })).toContainText(car.carNo);

  await page.goto('/service/exchange');
  await field.fill(serial);
  await redeem.getByRole('button', { name: '查詢' }).click();
  await expect(redeem.getByRole('alert')).toHaveText('此序號已兌換過。');
  await expect(field).toHaveValue(serial);
  await expect(redeem.getByRole('button', { name: '確認兌換' })).toHaveCount(0);
});

test('spec 2.9, 2.10, 2.11: the app web view /service/app/exchange at 390×844 redeems for the car of ?carUid, which /service/app then lists', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tokens = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, tokens.accessToken);
  const serial = await unusedSerial(page, tokens.accessToken);

  await page.goto(`/service/app/exchange?carUid=${car.uid}&accessToken=${tokens.accessToken}&idToken=${tokens.idToken}`);
  await expect.poll(() => new URL(page.url()).search).toBe(`?carUid=${car.uid}`);
  const redeem = page.locator('fms-service-redeem');
  await redeem.getByLabel('兌換序號').fill(serial);
  await redeem.getByRole('button', { name: '查詢' }).click();
  await expect(redeem.getByRole('region', { name: '兌換資訊' })).toContainText(car.carNo);
  await expect(redeem.getByLabel('兌換車輛')).toHaveCount(0);
  await redeem.getByRole('button', { name: '確認兌換' }).click();
  await expect(redeem.getByRole('region', { name: '兌換結果' })).toContainText(car.carNo);

  await page.goto(`/service/app?carUid=${car.uid}`);
  const services = page.locator('fms-car-services');
  await expect(services.getByRole('listitem').filter({ hasText: `序號兌換 ${serial}` })).toContainText(taipeiDay);
  await expect(services.getByRole('link', { name: '兌換序號' })).toHaveAttribute('href', `/service/app/exchange?carUid=${car.uid}`);
});

test('the redeem pages pass axe at 1280 px and fit a 390 px phone', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const car = await firstCar(page, accessToken);
  await expectPagesFit(page, [
    ['/service', () => page.locator('fms-car-services').getByLabel('車輛', { exact: true })],
    [`/service?carUid=${car.uid}`, () => page.locator('fms-car-services').getByRole('link', { name: '服務紀錄' })],
    ['/service/exchange', () => page.locator('fms-service-redeem').getByLabel('兌換序號')],
    ['/service/record', () => dataRows(page.locator('fms-service-record').getByRole('table')).first()],
    [`/service/app?carUid=${car.uid}`, () => page.locator('fms-car-services').getByRole('link', { name: '服務紀錄' })],
    [`/service/app/detail?carUid=${car.uid}`, () => page.locator('fms-service-record').getByRole('table')],
    [`/service/app/exchange?carUid=${car.uid}`, () => page.locator('fms-service-redeem').getByLabel('兌換序號')],
  ]);
});
