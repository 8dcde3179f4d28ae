import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectNoAxeViolations, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Live video', 7.6 live-dvr, 7.11: the live DVR channels of a truck play from the
 * camera stream server. Runs on the embedding host page demo/pages/video.html until the root
 * mounts the realtime application at /realTime.
 */

/** A managed car with a DVR whose channels are online (or offline), found through the API. */
async function dvrCar(page: Page, online: boolean): Promise<{ uid: string; carNo: string }> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const cars = await callApi(page, accessToken, 'POST', '/api/car/v0/list', { filterEnabledCode: true, offset: 0, limit: 1000 });
  for (const car of cars.data.list) {
    if (!car.devices?.dvr || !car.udid) continue;
    const channels = await callApi(page, accessToken, 'POST', '/api/live-dvr/v0/channel/list', { carUid: car.uid });
    if (channels.data.length && channels.data.every((c: { online: boolean }) => c.online === online)) return { uid: car.uid, carNo: car.carNo };
  }
  throw new Error(`no car with ${online ? 'online' : 'offline'} DVR channels`);
}

const liveVideo = (page: Page) => page.locator('fms-live-video');
const firstVideo = (page: Page) => liveVideo(page).locator('fms-hls-player video').first();

test('spec 2.11: on /realTime a live channel plays: the video time advances', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, true);
  await page.goto(`/realTime?carUid=${car.uid}&layout=1`);
  await expect(liveVideo(page).getByRole('heading', { name: `${car.carNo} 即時影像` })).toBeVisible();
  const video = firstVideo(page);
  await expect(video).toHaveAttribute('aria-label', new RegExp(`^${car.carNo} `));
  const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await time();
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(first);
  expect(await video.evaluate((v: HTMLVideoElement) => v.src.startsWith('blob:'))).toBe(true);
});

test('the chooser lists the DVR cars and choosing one shows its channels in the grid', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, true);
  await page.goto('/video.html?view=live');
  await expect(liveVideo(page).getByText('請先選擇車輛')).toBeVisible();
  await liveVideo(page).getByLabel('搜尋車號或駕駛').fill(car.carNo);
  await liveVideo(page).getByRole('radio', { name: new RegExp(car.carNo) }).check();
  await expect(liveVideo(page).locator('fms-hls-player')).toHaveCount(4);
  await expect.poll(() => new URL(page.url()).searchParams.get('carUid')).toBe(car.uid);
  await liveVideo(page).getByRole('button', { name: '2 畫面' }).click();
  await expect(liveVideo(page).locator('fms-hls-player')).toHaveCount(2);
  await expect(liveVideo(page).getByText('第 1 / 2 組')).toBeVisible();
});

test('an offline truck shows 無影像 with the reason instead of a broken player', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, false);
  await page.goto(`/video.html?view=live&carUid=${car.uid}`);
  await expect(liveVideo(page).getByText('無影像')).toHaveCount(4);
  await expect(liveVideo(page).getByText('鏡頭離線（車輛熄火或失聯）。').first()).toBeVisible();
  await expect(liveVideo(page).locator('fms-hls-player')).toHaveCount(0);
});

test('axe: the live video page has no violations', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, true);
  await page.goto(`/video.html?view=live&carUid=${car.uid}`);
  await expect(liveVideo(page).locator('fms-hls-player')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('axe: the HLS test page has no violations', async ({ page }) => {
  await page.goto('/video.html?view=hls');
  await expect(page.locator('fms-hls-player')).toBeAttached();
  await expectNoAxeViolations(page);
});
