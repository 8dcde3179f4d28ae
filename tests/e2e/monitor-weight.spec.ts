import path from 'node:path';
import { expect, test } from '@playwright/test';
import { filesOf, kb, MONITOR_UNTIL_FIRST_TRUCKS, readManifest, weightOf } from '../../scripts/page-weight/measure.ts';
import { FIRST_TRUCKS_MARK } from '../../src/elements/live/monitor-map/map/marks';
import { signInByApi } from './fixtures';

/**
 * Issue 26, 5: /monitor in the console, signed in, from its first request until the map's first
 * trucks are drawn. Every script fetched before them is one the size budget counts
 * (scripts/page-weight/measure.ts, MONITOR_UNTIL_FIRST_TRUCKS) and they weigh no more than it; the
 * offline basemap and socket.io (which the header's bell asks for at once) come after the trucks.
 */
const dist = path.resolve(process.cwd(), 'dist');
const manifest = readManifest(dist, 'console');
const fileOf = (key: RegExp) => manifest[Object.keys(manifest).find((k) => key.test(k))!].file;
const BASEMAP = fileOf(/[\\/]basemap-layer\.ts$/);
const SOCKET_IO = fileOf(/[\\/]socket\.io-client[\\/]/);
const counted = new Set(filesOf(manifest, MONITOR_UNTIL_FIRST_TRUCKS));

test('issue 26, 5: /monitor fetches only the budget\'s scripts before its first trucks, and the basemap and socket.io after them', async ({ page }) => {
  await signInByApi(page, 'demo-admin');
  await page.goto('/monitor');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_TRUCKS_MARK, { timeout: 30_000 });
  const around = () => page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0].startTime;
    const scripts = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const file = (url: string) => new URL(url).pathname.slice(1);
    return { before: scripts.filter((e) => e.startTime < at).map((e) => file(e.name)), after: scripts.filter((e) => e.startTime >= at).map((e) => file(e.name)) };
  }, FIRST_TRUCKS_MARK);
  // No tiles here, so the offline basemap is asked for, after the trucks.
  await expect.poll(async () => (await around()).after, { timeout: 20_000 }).toContain(BASEMAP);
  // The bell's /fms-event and then the map's feed open once the trucks are drawn.
  await expect.poll(async () => (await around()).after, { timeout: 20_000 }).toContain(SOCKET_IO);
  const { before } = await around();
  expect(before).not.toContain(BASEMAP);
  expect(before).not.toContain(SOCKET_IO);
  expect(before.filter((f) => !counted.has(f)), 'fetched before the first trucks but not counted by the budget').toEqual([]);
  const { gzip } = weightOf(dist, before);
  expect(gzip, `${kb(gzip)} KB gzip before the first trucks`).toBeLessThanOrEqual(MONITOR_UNTIL_FIRST_TRUCKS.budgetKb * 1024);
});
