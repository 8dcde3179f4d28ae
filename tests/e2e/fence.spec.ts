import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Spec 2.11 'geofences', 3 'Fence', 7.6: /fence, /fence/add and /fence/edit/{uid} (P_P08) against the
 * reference server and its simulated fleet, and the common routes tab of /fence.
 */

interface LiveCar { carUid: string; carNo: string; lat: number; lng: number; speed: number; direction: number; status: string }

const EARTH_RADIUS_M = 6_371_000;

/** The point `meters` ahead of (lat, lng) along `bearing` (degrees clockwise from north). */
function ahead(lat: number, lng: number, bearing: number, meters: number): { lat: number; lng: number } {
  const d = meters / EARTH_RADIUS_M;
  const b = (bearing * Math.PI) / 180;
  const p1 = (lat * Math.PI) / 180;
  const l1 = (lng * Math.PI) / 180;
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(b));
  const l2 = l1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  return { lat: Number(((p2 * 180) / Math.PI).toFixed(6)), lng: Number(((l2 * 180) / Math.PI).toFixed(6)) };
}

async function drivingCars(page: Page, token: string): Promise<LiveCar[]> {
  const body = await callApi<{ list: LiveCar[] }>(page, token, 'POST', '/api/driving-monitor/v0/car/list', { status: ['driving'] });
  return body.data.list.filter((c) => c.speed > 30).sort((a, b) => b.speed - a.speed);
}

async function messageTitles(page: Page, token: string, name: string): Promise<string[]> {
  const now = Date.now();
  const body = await callApi<{ list: Array<{ title: string; category: number }> }>(page, token, 'POST', '/api/message/v0/list?offset=0&limit=50',
    { categoryList: [3], startTime: now - 86_400_000, endTime: now + 86_400_000 });
  return (body.data?.list ?? []).filter((m) => m.category === 3 && m.title.includes(name)).map((m) => m.title);
}

test('spec 3, 9: a fence drawn across a simulated truck\'s road raises enter and leave notifications (category 3)', async ({ page }) => {
  test.setTimeout(150_000);
  const { accessToken } = await apiTokens(page, 'demo-admin');
  await signInByApi(page, 'demo-admin');
  const [car] = await drivingCars(page, accessToken);
  expect(car, 'a truck of the small seed is driving').toBeDefined();
  const name = `E2E 圍籬 ${car.carNo}`;

  await page.goto('/fence');
  const list = page.locator('fms-fence-list');
  await list.getByRole('button', { name: '新增圍籬' }).click();
  await expect(page).toHaveURL(/\/fence\/add$/);
  // /fence/add has a layout of its own: the editor to type in is the one in that layout (the root
  // swaps layouts after the URL has moved).
  const editor = page.locator('.layout-ops-sidebar fms-fence-editor');
  await expect(editor.getByLabel('圍籬名稱')).toBeVisible();
  await editor.getByLabel('圍籬名稱').fill(name);
  await editor.getByLabel('圖示類型').selectOption({ label: '禁區' });
  await editor.getByLabel('通知訊息').fill('車輛進出禁區');
  // The option is named by its car number and, when the truck has one at this hour, its driver.
  await editor.getByRole('checkbox', { name: new RegExp(`^${car.carNo}( |$)`) }).check();
  await editor.getByRole('radio', { name: '圓形' }).check();
  const radius = 250;
  await editor.getByLabel('半徑（公尺）').fill(String(radius));
  // Where the truck is now, and a circle just ahead on its way: it drives in, through and out.
  const now = (await drivingCars(page, accessToken)).find((c) => c.carUid === car.carUid) ?? car;
  const centre = ahead(now.lat, now.lng, now.direction, radius + (now.speed / 3.6) * 3);
  await editor.getByLabel('圓心緯度').fill(`${centre.lat}, ${centre.lng}`);
  await editor.getByRole('button', { name: '儲存' }).click();
  await expect(page).toHaveURL(/\/fence$/);
  await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();

  // The fence took effect at once: the truck's crossing reaches the user as fence notifications.
  await expect.poll(async () => (await messageTitles(page, accessToken, name)).map((t) => t.slice(0, 4)).sort(), { timeout: 100_000, intervals: [2000] })
    .toEqual(expect.arrayContaining(['進入圍籬', '離開圍籬']));
  await page.goto('/notice');
  const notices = page.locator('fms-notice-list');
  await notices.getByLabel('類別').selectOption({ label: '圍籬' });
  await expect(notices.getByText(`進入圍籬 ${name}`, { exact: false }).first()).toBeVisible();
  await expect(notices.getByText(`離開圍籬 ${name}`, { exact: false }).first()).toBeVisible();
});

test('spec 2.11: a fence is added, edited with unsaved changes confirmed, and deleted after a confirmation naming it', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/fence/add');
  const editor = page.locator('fms-fence-editor');
  await editor.getByRole('button', { name: '儲存' }).click();
  await expect(editor.getByText('請輸入圍籬名稱').first()).toBeVisible();
  await expect(editor.getByText('請選擇圍籬範圍').first()).toBeVisible();

  const name = `E2E 多邊形 ${Date.now() % 100000}`;
  await editor.getByLabel('圍籬名稱').fill(name);
  await editor.getByLabel('圖示類型').selectOption({ label: '停車場' });
  for (const vertex of ['25.05, 121.50', '25.05, 121.52', '25.03, 121.52']) {
    await editor.getByLabel('頂點緯度').fill(vertex);
    await editor.getByRole('button', { name: '新增頂點' }).click();
  }
  await expect(editor.getByText('多邊形：3 個頂點')).toBeVisible();
  await editor.getByRole('button', { name: '儲存' }).click();
  const list = page.locator('fms-fence-list');
  await expect(list.getByRole('cell', { name, exact: true })).toBeVisible();

  await list.getByRole('button', { name: `編輯 ${name}` }).click();
  await expect(page).toHaveURL(/\/fence\/edit\/fen-/);
  await expect(editor.getByRole('heading', { name: `編輯圍籬：${name}` })).toBeVisible();
  await editor.getByLabel('圍籬名稱').fill(`${name} 改`);
  await editor.getByRole('button', { name: '取消' }).click();
  const confirm = editor.getByRole('dialog', { name: '放棄未儲存的變更？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '繼續編輯' }).click();
  await expect(editor.getByLabel('圍籬名稱')).toHaveValue(`${name} 改`);
  await editor.getByRole('button', { name: '儲存' }).click();
  await expect(list.getByRole('cell', { name: `${name} 改`, exact: true })).toBeVisible();

  await list.getByRole('button', { name: `刪除 ${name} 改` }).click();
  const dialog = list.getByRole('dialog', { name: '刪除圍籬' });
  await expect(dialog).toContainText(`確定要刪除 1 筆：${name} 改？`);
  await dialog.getByRole('button', { name: '刪除' }).click();
  await expect(list.getByRole('cell', { name: `${name} 改`, exact: true })).toHaveCount(0);
});

test('spec 7.6: a common route is planned (路線計算中....), drawn, added, renamed and deleted', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/fence?tab=routes');
  const routes = page.locator('fms-route-list');
  await routes.getByRole('button', { name: '新增路線' }).click();
  const name = `E2E 路線 ${Date.now() % 100000}`;
  await routes.getByLabel('路線名稱').fill(name);
  await routes.getByRole('group', { name: '起點' }).getByLabel('緯度').fill('25.0478, 121.5170');
  await routes.getByRole('group', { name: '終點' }).getByLabel('緯度').fill('24.9936, 121.3010');
  await routes.getByRole('button', { name: '規劃路線' }).click();
  await expect(routes.getByText(/距離 .+ km，預估/)).toBeVisible();
  await expect.poll(async () => Number(await routes.locator('.route-map').getAttribute('data-path-points'))).toBeGreaterThan(1);
  await routes.getByRole('button', { name: '儲存' }).click();
  await expect(routes.getByRole('cell', { name, exact: true })).toBeVisible();

  await routes.getByRole('button', { name: `重新命名 ${name}` }).click();
  const rename = routes.getByRole('dialog', { name: `重新命名：${name}` });
  await rename.getByLabel('路線名稱').fill(`${name} 新`);
  await rename.getByRole('button', { name: '儲存' }).click();
  await expect(routes.getByRole('cell', { name: `${name} 新`, exact: true })).toBeVisible();

  await routes.getByRole('button', { name: `刪除 ${name} 新` }).click();
  const dialog = routes.getByRole('dialog', { name: '刪除常用路線' });
  await expect(dialog).toContainText(`確定要刪除 1 筆：${name} 新？`);
  await dialog.getByRole('button', { name: '刪除' }).click();
  await expect(routes.getByRole('cell', { name: `${name} 新`, exact: true })).toHaveCount(0);
});

test('the fence pages are axe clean and fit a 390 px phone without page overflow', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  for (const path of ['/fence', '/fence?tab=routes', '/fence/add']) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /圍籬管理|新增圍籬/ }).first()).toBeVisible();
    await expect(page.locator('fms-fence-list, fms-route-list, fms-fence-editor').first().getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
  }
});
