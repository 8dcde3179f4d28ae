import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/**
 * Issue 9: a React 19 host (demo/pages/react-host.tsx) renders fms-* elements with props and
 * receives their events through React 19's custom-element listeners (onnavrequest, oncarselect).
 * Issue 23, 3: the page renders the tags before it loads their definitions, so every prop here was
 * written by React before the element existed (`halfMap` as `halfmap`, `carUid` as `caruid`).
 */
test('the React host passes props, re-renders on a prop change, and gets the elements\' events in its handlers', async ({ page }) => {
  await page.goto('/react-host.html');
  const advice = page.locator('fms-dtc-advice');
  await expect(advice.getByRole('article', { name: '故障碼 P0217' })).toBeVisible();
  await page.getByRole('button', { name: '切換故障碼' }).click();
  await expect(advice.getByRole('article', { name: '故障碼 U0100' })).toBeVisible();
  await expect(advice.getByRole('article', { name: '故障碼 P0217' })).toHaveCount(0);

  const bell = page.locator('fms-notification-bell');
  await bell.getByRole('button', { name: /^通知/ }).click();
  await bell.getByRole('link', { name: '查看更多' }).click();
  await expect(page.locator('#host-status')).toHaveText('要前往：/notice');
  expect(new URL(page.url()).pathname).toBe('/react-host.html');

  const map = page.locator('fms-monitor-map');
  const row = map.locator('[role="listbox"] .truck-row').first();
  await expect(row).toBeVisible();
  // halfMap: the half view, whose table has the wider columns.
  await expect(map.locator('.monitor-half .trucks-wide')).toBeVisible();
  const carNo = (await row.locator('.truck-no').textContent())!.trim();
  await row.click();
  await expect(page.locator('#host-status')).toHaveText(`已選擇車輛：${carNo}`);
  await expectNoAxeViolations(page);

  // carUid from the host's deep link: that truck is open, chosen in the table and zoomed to.
  const other = map.locator('[role="listbox"] .truck-row').nth(1);
  const [carUid, otherNo] = [await other.getAttribute('data-car-uid'), (await other.locator('.truck-no').textContent())!.trim()];
  await page.goto(`/react-host.html?carUid=${encodeURIComponent(carUid!)}`);
  await expect(map.locator('fms-vehicle-detail .vd-title')).toHaveText(otherNo);
  await expect(map.locator('[role="option"][aria-selected="true"] .truck-no')).toHaveText(otherNo);
  await expect.poll(async () => Number(await map.getByTestId('monitor-map').getAttribute('data-zoom'))).toBeGreaterThanOrEqual(13);
  await expect(map).toHaveAttribute('car-uid', carUid!);
});
