import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures';

/**
 * Spec 2.3 and 2.8, issue 9: the ops portal's host page, demo/pages/ops.html?{opsUrl}, is the
 * lightweight ops web layout: a sidebar of four external links {ops host}/individual/{path}?{opsUrl}
 * (the ops host defaults to /ops on the console's origin), each sanitised to an anchor with an href.
 */
const OPS_URL = 'carUid=car-a-001&token=ops-demo';
const PAGES = [['監控地圖', 'monitor'], ['行程列表', 'schedule'], ['駕駛報表', 'drivingReport'], ['設備資訊', 'deviceInfo']];

const sidebar = (page: Page) => page.locator('fms-ops-sidebar').getByRole('navigation', { name: '營運平台' });

/** Each sidebar item as the browser holds it: its tags and every attribute of its elements. */
function sidebarItems(page: Page): Promise<Array<{ tags: string[]; attributes: string[][]; href: string | null }>> {
  return page.locator('fms-ops-sidebar').evaluate((host) => [...host.shadowRoot!.querySelectorAll('li')].map((li) => {
    const all = [...li.querySelectorAll('*')];
    return {
      tags: all.map((el) => el.localName),
      attributes: all.map((el) => el.getAttributeNames()),
      href: li.querySelector('a')?.getAttribute('href') ?? null,
    };
  }));
}

test('spec 2.8: the sidebar holds the four ops links, each carrying the opsUrl query', async ({ page }) => {
  await page.goto(`/ops.html?${OPS_URL}`);
  await expect(page.getByRole('heading', { level: 1, name: '營運平台' })).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveCount(4);
  for (const [label, path] of PAGES) {
    await expect(sidebar(page).getByRole('link', { name: label })).toHaveAttribute('href', `/ops/individual/${path}?${OPS_URL}`);
  }
});

test('spec 2.8: a hostile opsUrl never becomes markup or a script URL: each item is one anchor with at most an href', async ({ page }) => {
  await page.goto('/ops.html?javascript:alert(1)');
  await expect(sidebar(page).getByRole('link', { name: '監控地圖' })).toHaveAttribute('href', '/ops/individual/monitor?javascript:alert(1)');
  await page.goto('/ops.html?a="><img src=x onerror="window.__opsPwned=1">');
  await expect(sidebar(page).getByRole('link', { name: '監控地圖' })).toHaveAttribute('href', /^\/ops\/individual\/monitor\?a=%22%3E%3Cimg/);

  // The element's attribute takes the query as given, unencoded: markup in it must not become markup.
  const before = (await sidebarItems(page))[0].href;
  await page.locator('fms-ops-sidebar').evaluate((el) => el.setAttribute('ops-url', 'a="><img src=x onerror="window.__opsPwned=1"><script>window.__opsPwned=2</script>'));
  await expect.poll(async () => (await sidebarItems(page))[0].href).not.toBe(before);
  const items = await sidebarItems(page);
  expect(items).toHaveLength(4);
  for (const item of items) {
    expect(item.tags).toEqual(['a']);
    expect(item.attributes[0].filter((name) => name !== 'href')).toEqual([]);
  }
  expect(await page.evaluate(() => (window as { __opsPwned?: number }).__opsPwned)).toBeUndefined();
});

test('spec 2.8: a javascript: ops host leaves the links without an href', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { __FMS_CONFIG__?: unknown }).__FMS_CONFIG__ = { hosts: { ops: 'javascript:window.__opsPwned=1;//' } };
  });
  await page.goto(`/ops.html?${OPS_URL}`);
  await expect(page.locator('fms-ops-sidebar').locator('li')).toHaveCount(4);
  const items = await sidebarItems(page);
  expect(items.map((item) => item.href)).toEqual([null, null, null, null]);
  await page.locator('fms-ops-sidebar').getByText('監控地圖').click();
  expect(await page.evaluate(() => (window as { __opsPwned?: number }).__opsPwned)).toBeUndefined();
});

test('issue 9: the ops page runs no console root: no single-spa code and none of the console chrome', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(`/ops.html?${OPS_URL}`);
  await expect(sidebar(page).getByRole('link')).toHaveCount(4);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('single-spa:'))).toEqual([]);
  await expect(page.locator('fms-app-header, fms-main-nav, [id^="single-spa-application"]')).toHaveCount(0);
});

test('axe: the ops page has no violations', async ({ page }) => {
  await page.goto(`/ops.html?${OPS_URL}`);
  await expect(sidebar(page).getByRole('link')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the links sit above the page and nothing scrolls sideways', async ({ page }) => {
    await page.goto(`/ops.html?${OPS_URL}`);
    await expect(sidebar(page).getByRole('link')).toHaveCount(4);
    const nav = await page.locator('fms-ops-sidebar').boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: '營運平台' }).boundingBox();
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(heading!.y);
    expect(nav!.width).toBeGreaterThan(heading!.width);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
