import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, dataRows, expectNoAxeViolations, expectNoHorizontalOverflow, signInByApi } from './fixtures';

/**
 * Issue 13, spec 2.11 'History', 2.2, 7.6: /history (the cars), /history/journey/{carUid} (a car's
 * journeys), /history/journey/{carUid}/location/{journeyCode} (the replay, fms-track-playback) and
 * /journeyManagement (journeys to confirm), against the reference server's seeded fleet.
 */

interface Journey { uid: string; carUid: string; carNo: string; startTime: number; endTime: number; eventCount: number; confirmed: boolean }

const DAY = 86_400_000;
const taipeiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const taipeiTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

/**
 * A seeded journey of the last week with events along it: the newest that has ended. A journey a
 * truck is driving now (the simulated trucks set out early in the Taipei morning) is still growing,
 * so its replay's start and events move under the test: whatever the hour, take a finished one.
 */
async function seededJourney(page: Page): Promise<Journey> {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const now = Date.now();
  const res = await callApi<{ list: Journey[] }>(page, accessToken, 'POST', '/api/journey/v0/list', { startTime: now - 7 * DAY, endTime: now, offset: 0, limit: 200 });
  const found = res.data.list.find((j) => j.eventCount > 0 && j.endTime - j.startTime > 10 * 60_000 && j.endTime < now - 30 * 60_000);
  if (!found) throw new Error('no seeded journey with events in the last week');
  return found;
}

async function chooseDays(host: ReturnType<Page['locator']>, day: string) {
  await host.getByLabel('起日').fill(day);
  await host.getByLabel('迄日').fill(day);
  await host.getByRole('button', { name: '查詢' }).click();
}

test('issue 13: a seeded truck\'s journey replays from /history; its events show on the track and the playback follows', async ({ page }) => {
  test.setTimeout(120_000);
  const journey = await seededJourney(page);
  const day = taipeiDay(journey.startTime);
  await signInByApi(page, 'demo-admin');

  await page.goto('/history');
  const cars = page.locator('fms-history-cars');
  await expect(cars.getByRole('heading', { name: '軌跡回放' })).toBeVisible();
  await cars.getByLabel('車號或駕駛').fill(journey.carNo);
  await chooseDays(cars, day);
  const carRow = dataRows(cars.getByRole('table')).filter({ hasText: journey.carNo });
  await expect(carRow).toHaveCount(1);
  await carRow.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/history/journey/${journey.carUid}`);

  const journeys = page.locator('fms-journey-list');
  await chooseDays(journeys, day);
  const row = dataRows(journeys.getByRole('table')).filter({ hasText: `${day} ${taipeiTime(journey.startTime)}` }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/history/journey/${journey.carUid}/location/${journey.uid}`);

  const replay = page.locator('fms-track-playback');
  const map = replay.getByRole('region', { name: /軌跡地圖/ });
  await expect(map).toHaveAttribute('data-ready', '');
  expect(Number(await map.getAttribute('data-track-points'))).toBeGreaterThan(2);
  // The events are on the track and listed.
  await expect(map).toHaveAttribute('data-events', String(journey.eventCount));
  await expect(replay.getByRole('heading', { name: `事件（${journey.eventCount}）` })).toBeVisible();

  // Play at 20×: the replay time moves on; following brings the truck into view.
  const scrub = replay.getByRole('slider', { name: '播放位置' });
  const start = Number(await scrub.inputValue());
  await replay.getByRole('checkbox', { name: '跟隨車輛' }).check();
  await replay.getByRole('button', { name: '20×' }).click();
  await replay.getByRole('button', { name: '播放' }).click();
  await expect.poll(async () => Number(await scrub.inputValue())).toBeGreaterThan(start);
  await replay.getByRole('button', { name: '暫停' }).click();
  const marker = replay.locator('.truck-marker');
  await expect(marker.first()).toBeInViewport();

  // Jump to the first event: the replay stands at its moment.
  const firstEvent = replay.locator('.event-jump').first();
  await firstEvent.click();
  await expect(firstEvent).toHaveAttribute('aria-current', 'true');
  await expect(marker.first()).toBeInViewport();

  // Another truck's journey of the same day joins the replay on the same time line.
  const compare = replay.getByRole('region', { name: '同時回放其他車輛' });
  await compare.getByRole('button', { name: '加入回放' }).click();
  await expect(map).toHaveAttribute('data-trucks', '2');
  await expect(replay.locator('.truck-marker')).toHaveCount(2);
});

test('issue 13: ?at= opens the replay at an event\'s moment', async ({ page }) => {
  const journey = await seededJourney(page);
  await signInByApi(page, 'demo-admin');
  const at = journey.startTime + Math.round((journey.endTime - journey.startTime) / 2 / 1000) * 1000;
  await page.goto(`/history/journey/${journey.carUid}/location/${journey.uid}?at=${at}`);
  const scrub = page.locator('fms-track-playback').getByRole('slider', { name: '播放位置' });
  await expect(scrub).toHaveValue(String(at));
});

test('issue 13: a car and a moment without the journey code (the monitor\'s 回放此刻) open that journey there', async ({ page }) => {
  const journey = await seededJourney(page);
  await signInByApi(page, 'demo-admin');
  const at = journey.startTime + 60_000;
  await page.goto(`/history/journey/${journey.carUid}/location?at=${at}`);
  const replay = page.locator('fms-track-playback');
  await expect(replay.getByRole('heading', { name: `${journey.carNo} 軌跡回放` })).toBeVisible();
  await expect(replay.getByRole('slider', { name: '播放位置' })).toHaveValue(String(at));
});

test('issue 22: the journey a truck is driving replays up to now (where 回放 of its newest event leads)', async ({ page }) => {
  const { accessToken } = await apiTokens(page, 'demo-admin');
  // A truck on the road now (the simulator runs with the server), and the journey it is driving.
  let open: (Journey & { ongoing?: boolean }) | undefined;
  await expect(async () => {
    const live = await callApi<{ list: Array<{ carUid: string; status: string; speed: number }> }>(page, accessToken, 'POST', '/api/driving-monitor/v0/car/list', { status: ['driving'], limit: 200 });
    for (const car of live.data.list.filter((c) => c.speed > 0)) {
      const now = Date.now();
      const journeys = await callApi<{ list: Array<Journey & { ongoing?: boolean }> }>(page, accessToken, 'POST', '/api/driving-history/v0/journey/list', { carUid: car.carUid, startTime: now - DAY, endTime: now, offset: 0, limit: 5 });
      open = journeys.data.list.find((j) => j.ongoing);
      if (open) break;
    }
    expect(open).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  await signInByApi(page, 'demo-admin');
  await page.goto(`/history/journey/${open!.carUid}/location?at=${open!.endTime}`);
  const replay = page.locator('fms-track-playback');
  await expect(replay.getByRole('heading', { name: `${open!.carNo} 軌跡回放` })).toBeVisible();
  // The slider steps in whole seconds from the journey's start.
  const slider = replay.getByRole('slider', { name: '播放位置' });
  await expect.poll(async () => Math.abs(Number(await slider.inputValue()) - open!.endTime)).toBeLessThan(1000);
  await expect(replay).toContainText('進行中');
  await expect(replay).not.toContainText('這個時刻車輛不在行程中');
});

test('spec 2.2, 7.6: /journeyManagement confirms a journey', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/journeyManagement');
  const review = page.locator('fms-journey-review');
  await expect(review.getByRole('heading', { name: '行程確認' })).toBeVisible();
  const rows = dataRows(review.getByRole('table'));
  await expect(rows.first()).toBeVisible();
  const confirm = rows.first().getByRole('button', { name: /^確認 / });
  const name = (await confirm.getAttribute('aria-label'))!;
  await confirm.click();
  const dialog = review.getByRole('dialog', { name: '確認行程' });
  await dialog.getByLabel('備註（選填）').fill(`e2e ${Date.now()}`);
  const answer = page.waitForResponse((r) => r.url().includes('journey/v0/make-sure'));
  await dialog.getByRole('button', { name: '確認', exact: true }).click();
  expect(JSON.parse(await (await answer).text())).toEqual({ status: 0, data: { updated: 1 } });
  // The console's toast region (before the element's own) says so.
  await expect(page.getByText('已確認 1 筆行程')).toBeVisible();
  await expect(review.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('spec 6, 7.6: a driver sees and confirms only their own journeys on /journeyManagement', async ({ page }) => {
  const { accessToken, idToken } = await apiTokens(page, 'demo-driver');
  const me = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as { zhName: string };
  const now = Date.now();
  const own = await callApi<{ total: number }>(page, accessToken, 'POST', '/api/journey/v0/list', { startTime: now - 7 * DAY, endTime: now, confirmed: false, offset: 0, limit: 10 });
  await signInByApi(page, 'demo-driver');
  await page.goto('/journeyManagement');
  const review = page.locator('fms-journey-review');
  await expect(review.getByRole('heading', { name: '行程確認' })).toBeVisible();
  if (own.data.total === 0) {
    await expect(review.getByText('沒有符合條件的行程')).toBeVisible();
    return;
  }
  const rows = dataRows(review.getByRole('table'));
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain(me.zhName);
  await expect(review.getByText(`共 ${own.data.total} 筆`)).toBeVisible();
});

test('the history pages pass axe and fit 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  const journey = await seededJourney(page);
  await signInByApi(page, 'demo-admin');
  const pages: Array<[string, string]> = [
    ['/history', 'fms-history-cars'],
    [`/history/journey/${journey.carUid}`, 'fms-journey-list'],
    [`/history/journey/${journey.carUid}/location/${journey.uid}`, 'fms-track-playback'],
    ['/journeyManagement', 'fms-journey-review'],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [path, tag] of pages) {
      await page.goto(path);
      const host = page.locator(tag);
      if (tag === 'fms-track-playback') await expect(host.getByRole('region', { name: /軌跡地圖/ })).toHaveAttribute('data-ready', '');
      else await expect(host.getByRole('table')).toBeVisible();
      await expect(host.locator('.skeleton-row')).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoHorizontalOverflow(page);
    }
  }
});
