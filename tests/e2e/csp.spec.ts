import { expect, test, type Page } from '@playwright/test';
import { apiTokens, callApi, expectPath, signInAs } from './fixtures';

/**
 * Issue 10, 12: the console runs under its Content-Security-Policy: the pages that load the most
 * (the monitor map, live video over HLS) report no violation.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test('issue 10: the console answers with its CSP and runs the monitor and live video without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await signInAs(page, 'demo-admin');
  await expectPath(page, '/monitor');
  await expect(page.locator('fms-monitor-map')).toBeVisible();
  // A live channel plays (HLS through blob: media).
  const { accessToken } = await apiTokens(page, 'demo-admin');
  const cars = await callApi(page, accessToken, 'POST', '/api/car/v0/list?offset=0&limit=1000', { filterEnabledCode: true });
  let carUid = '';
  for (const car of cars.data.list) {
    if (!car.devices?.dvr || !car.udid) continue;
    const channels = await callApi(page, accessToken, 'POST', '/api/live-dvr/v0/channel/list', { carUid: car.uid });
    if (channels.data.some((c: { online: boolean }) => c.online)) { carUid = car.uid; break; }
  }
  await page.goto(`/realTime?carUid=${carUid}&layout=1`);
  const video = page.locator('fms-live-video').locator('fms-hls-player video').first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});
