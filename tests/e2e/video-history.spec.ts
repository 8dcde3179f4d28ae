import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Spec 2.11 'Video history', 3 'Video record', 7.11, 9 (category 9): on /videoHistory a recording of
 * a DVR truck's day is requested, followed until the server says it is ready, played and downloaded;
 * /videoHistory/download lists the requests; the '1080p not exist' dialog; axe and 390 px.
 */

const DAY_MS = 86_400_000;
/** Yesterday in Taipei: a whole day the SD card holds (06:00–21:59), whatever the hour the test runs. */
const yesterday = () => new Date(Date.now() + 8 * 3600_000 - DAY_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** A managed car with a DVR, found through the API; `nth` spreads the tests over different cars. */
async function dvrCar(page: Page, nth = 0): Promise<{ uid: string; carNo: string }> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const cars = await callApi(page, accessToken, 'POST', '/api/car/v0/list', { filterEnabledCode: true, offset: 0, limit: 1000 });
  const dvr = cars.data.list.filter((c: { devices?: { dvr?: unknown }; udid?: string }) => c.devices?.dvr && c.udid);
  if (!dvr[nth]) throw new Error('no car with a DVR');
  return { uid: dvr[nth].uid, carNo: dvr[nth].carNo };
}

const history = (page: Page) => page.locator('fms-video-history');

test('spec 2.11: a recorded video is requested, becomes ready, plays and downloads as an mp4', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 0);
  const day = yesterday();
  await page.goto(`/videoHistory?carUid=${car.uid}&day=${day}`);
  const vh = history(page);
  await expect(vh.getByRole('heading', { name: `${car.carNo} 影像調閱` })).toBeVisible();
  await expect(vh.getByLabel('日期')).toHaveValue(day);

  // The SD card of channel 1 shows the hours with footage; one of them becomes the range.
  await vh.getByRole('button', { name: '檢查 SD 卡 前方鏡頭（CH1）' }).click();
  const hour = vh.getByRole('button', { name: /^調閱 前方鏡頭（CH1） \d\d:00–/ }).first();
  await expect(hour).toBeVisible();
  await hour.click();
  await expect(vh.getByLabel('開始時間')).toHaveValue(/^\d\d:00$/);
  // A fresh request each run (no cache), so the test sees it go through processing.
  await vh.getByLabel('沿用已調閱的相同影像（快取）').uncheck();
  await vh.getByRole('button', { name: '調閱影像' }).click();
  await expect(vh.getByText(/^影像處理中/)).toBeVisible();

  // Ready: the category 9 notice (or the polling fallback) flips it; it then plays.
  await expect(vh.getByText(/^影像調閱完成/)).toBeVisible({ timeout: 60_000 });
  const video = vh.locator('video');
  await expect(video).toHaveAttribute('aria-label', new RegExp(`^${car.carNo} CH1 ${day} `));
  const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await time();
  await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(first);

  // The download link, then the mp4 itself: a real download event with an mp4 inside.
  await vh.getByRole('button', { name: /^取得下載連結/ }).click();
  await expect(vh.getByRole('link', { name: /^下載連結：.+\.mp4$/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), vh.getByRole('button', { name: '下載影片' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${car.carNo}_CH1_${day}\\.mp4$`));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
});

test("spec 2.11: asking 1080p of a channel that lacks it opens the '1080p not exist' dialog", async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 1);
  await page.goto(`/videoHistory?carUid=${car.uid}&day=${yesterday()}`);
  const vh = history(page);
  await expect(vh.getByRole('heading', { name: `${car.carNo} 影像調閱` })).toBeVisible();
  // Channel 2 never records 1080p (the reference server's cameras).
  await vh.getByLabel('鏡頭', { exact: true }).selectOption('2');
  await vh.getByLabel('畫質', { exact: true }).selectOption('1080p');
  await vh.getByRole('button', { name: '調閱影像' }).click();
  const dialog = vh.getByRole('dialog', { name: '查無 1080p 影像' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('此鏡頭沒有 1080p 畫質的影像');
  await dialog.getByRole('button', { name: '關閉' }).first().click();
  await expect(dialog).toHaveCount(0);
  // What was chosen stays.
  await expect(vh.getByLabel('畫質', { exact: true })).toHaveValue('1080p');
});

test('a bad range is refused in Traditional Chinese and nothing is lost', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 0);
  await page.goto(`/videoHistory?carUid=${car.uid}&day=${yesterday()}`);
  const vh = history(page);
  await vh.getByLabel('開始時間').fill('10:00');
  await vh.getByLabel('結束時間').fill('09:00');
  await vh.getByRole('button', { name: '調閱影像' }).click();
  await expect(vh.getByText('結束時間必須晚於開始時間。').first()).toBeVisible();
  await expect(vh.getByLabel('開始時間')).toHaveValue('10:00');
});

test('/videoHistory/download lists a request made through the API and downloads it once ready', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 2);
  const { accessToken } = await apiTokens(page, 'demo-admin');
  // The SD card says which hour of yesterday has footage on channel 1.
  const sd = await callApi(page, accessToken, 'POST', `/plus-api/video-record/check/${car.uid}`, { startTime: dayStart(yesterday()), channel: 1 });
  const hour = sd.data.hours.find((h: { hasVideo: boolean }) => h.hasVideo);
  const made = await callApi(page, accessToken, 'POST', `/plus-api/video-record/video/${car.uid}`, { startTime: hour.startTime, endTime: hour.endTime, cache: false, channel: 1 });
  expect(made.status).toBe(0);
  await page.goto(`/videoHistory/download?carUid=${car.uid}`);
  const list = page.locator('fms-video-requests');
  const rows = dataRows(list.getByRole('table'));
  await expect(rows.first()).toBeVisible();
  // The list reloads when the category 9 notice arrives; reload by hand too in case the socket is slow.
  await expect.poll(async () => {
    if (await list.getByRole('button', { name: '下載影片' }).count()) return true;
    await list.getByRole('button', { name: '查詢' }).click();
    return false;
  }, { timeout: 60_000, intervals: [3000] }).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: '下載影片' }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/\.mp4$/);
});

test('/videoHistory/indexOld: a car\'s recording day opens /videoHistory on that day', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 0);
  const day = yesterday();
  await page.goto(`/videoHistory/indexOld?carUid=${car.uid}`);
  await page.locator('fms-video-requests').getByRole('button', { name: `調閱 ${car.carNo} ${day} 的影像` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/videoHistory');
  await expect(history(page).getByLabel('日期')).toHaveValue(day);
  await expect(history(page).getByRole('heading', { name: `${car.carNo} 影像調閱` })).toBeVisible();
});

test('axe and 390 px: the three video history pages', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  const car = await dvrCar(page, 0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/videoHistory?carUid=${car.uid}&day=${yesterday()}`);
  const vh = history(page);
  await vh.getByRole('button', { name: '檢查 SD 卡 前方鏡頭（CH1）' }).click();
  await expect(vh.getByRole('button', { name: /^調閱 前方鏡頭（CH1） / }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.goto('/videoHistory/download');
  await expect(page.locator('fms-video-requests').getByRole('heading', { name: '影像下載' })).toBeVisible();
  await expect(page.locator('fms-video-requests').getByText('載入中…')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.goto(`/videoHistory/indexOld?carUid=${car.uid}`);
  await expect(page.locator('fms-video-requests').getByRole('heading', { name: '影像調閱紀錄' })).toBeVisible();
  await expect(page.locator('fms-video-requests').getByRole('heading', { name: `${car.carNo} 的錄影日期` })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});
