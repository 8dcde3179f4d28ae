import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { filesOf, kb, MAP_ON_A_PARTNER_PAGE, readManifest, RUNTIME, staticClosure, weightOf } from '../../scripts/page-weight/measure.ts';
import { FIRST_TRUCKS_MARK } from '../../src/elements/live/monitor-map/map/marks';
import { BASE_URL, signInByApi } from './fixtures';

/**
 * Issue 23, 7: <fms-monitor-map> as a partner's browser receives it, from /elements/fms-monitor-map.js
 * in a plain page. Every script fetched before the first trucks are drawn is one the size budget
 * counts (scripts/page-weight/measure.ts, MAP_ON_A_PARTNER_PAGE), and they weigh ≤ 120 KB gzip beyond
 * the runtime; the offline basemap and socket.io come after the first trucks, and with working tiles
 * the basemap never comes.
 */
const dist = path.resolve(process.cwd(), 'dist');
const manifest = readManifest(dist, 'elements');
const fileOf = (key: RegExp) => manifest[Object.keys(manifest).find((k) => key.test(k))!].file;
const BASEMAP = fileOf(/[\\/]basemap-layer\.ts$/);
const SOCKET_IO = fileOf(/[\\/]socket\.io-client[\\/]/);
const runtime = new Set([...staticClosure(manifest, [RUNTIME])].map((key) => manifest[key].file));
const counted = new Set(filesOf(manifest, MAP_ON_A_PARTNER_PAGE));

const HOST_PAGE = `${BASE_URL}/e2e-map-weight.html`;
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A partner-like page on the console's origin (signed in by cookies) with the map and nothing else. */
async function openMapPage(page: Page, tileUrl: string): Promise<void> {
  await signInByApi(page, 'demo-admin');
  await page.route(HOST_PAGE, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>map</title>
      <script>window.__FMS_CONFIG__ = { tileUrl: ${JSON.stringify(tileUrl)} };</script>
      <script type="module" src="/elements/fms-monitor-map.js"></script></head>
      <body><fms-monitor-map style="display:block;height:600px"></fms-monitor-map></body></html>`,
  }));
  await page.goto(HOST_PAGE);
  // The map marks its first trucks drawn on the page's clock (map-view.tsx) before it lazy loads anything.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_TRUCKS_MARK);
}

/** The scripts the page started to fetch before and after its first trucks, as paths under dist/. */
async function scriptsAroundFirstTrucks(page: Page): Promise<{ before: string[]; after: string[] }> {
  const { at, entries } = await page.evaluate((mark) => ({
    at: performance.getEntriesByName(mark)[0].startTime,
    entries: performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime })),
  }), FIRST_TRUCKS_MARK);
  const scripts = entries.filter((e) => e.url.startsWith(BASE_URL) && new URL(e.url).pathname.endsWith('.js'));
  const file = (url: string) => new URL(url).pathname.slice(1);
  return { before: scripts.filter((e) => e.start < at).map((e) => file(e.url)), after: scripts.filter((e) => e.start >= at).map((e) => file(e.url)) };
}

test('issue 23, 7: the map loads ≤ 120 KB gzip beyond the runtime before its first trucks, and the county outlines after them', async ({ page }) => {
  await openMapPage(page, '');
  const map = page.locator('fms-monitor-map');
  await expect(map.locator('.fms-place-label').first()).toBeVisible(); // the basemap still comes
  await expect.poll(async () => (await scriptsAroundFirstTrucks(page)).after).toContain(SOCKET_IO);

  const { before, after } = await scriptsAroundFirstTrucks(page);
  expect(after).toContain(BASEMAP);
  expect(before).not.toContain(BASEMAP);
  expect(before).not.toContain(SOCKET_IO);
  const beyondRuntime = before.filter((f) => !runtime.has(f));
  expect(beyondRuntime.filter((f) => !counted.has(f)), 'fetched before the first trucks but not counted by the budget').toEqual([]);
  const { gzip } = weightOf(dist, beyondRuntime);
  expect(gzip, `${kb(gzip)} KB gzip before the first trucks`).toBeLessThanOrEqual(MAP_ON_A_PARTNER_PAGE.budgetKb * 1024);
});

test('issue 23, 7: with working tiles the county outlines are never fetched', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  await page.route(`${BASE_URL}/e2e-tiles/**`, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
  await openMapPage(page, `${BASE_URL}/e2e-tiles/{z}/{x}/{y}.png`);
  const map = page.locator('fms-monitor-map');
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect.poll(() => requested).toContain(SOCKET_IO); // the map is past its first trucks and lazy loads
  expect(requested).not.toContain(BASEMAP);
  await expect(map.locator('.fms-place-label')).toHaveCount(0);
});
