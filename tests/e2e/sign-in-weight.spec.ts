import path from 'node:path';
import { expect, test } from '@playwright/test';
import { filesOf, kb, PAGES, readManifest, weightOf } from '../../scripts/page-weight/measure.ts';

/**
 * Issue 26, 5: the sign-in page stays within its budget counting every script it fetches, not
 * only those the budget's manifest walk finds: what the page fetches until the network is quiet
 * after load (its first seconds; the core's wiring is loaded beside the page) is the budget's.
 */
const dist = path.resolve(process.cwd(), 'dist');
const SIGN_IN = PAGES.find((page) => page.name.startsWith('sign-in'))!;
const counted = new Set(filesOf(readManifest(dist, 'console'), SIGN_IN));

test('issue 26, 5: sign-in fetches only the budget\'s scripts, within the budget', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('fms-sign-in')).toBeVisible();
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js')).map((p) => p.slice(1)));
  expect(fetched.filter((file) => !counted.has(file)), 'fetched by the sign-in page but not counted by its budget').toEqual([]);
  const { gzip } = weightOf(dist, fetched);
  expect(gzip, `${kb(gzip)} KB gzip`).toBeLessThanOrEqual(SIGN_IN.budgetKb * 1024);
});
