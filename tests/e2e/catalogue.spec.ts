import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

/**
 * Issue 9, distribution: the element catalogue reads /custom-elements.json and shows live
 * examples, and a plain page that loads only /elements/loader.js gets working elements.
 */
test('the catalogue lists every element from the manifest, with a live example and no axe violation', async ({ page }) => {
  const manifest = await (await page.request.get('/custom-elements.json')).json();
  const tags: string[] = manifest.modules.flatMap((m: { declarations: Array<{ tagName?: string }> }) => m.declarations.flatMap((d) => d.tagName ?? []));
  expect(tags).toContain('fms-monitor-map');

  await page.goto('/catalogue.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Element catalogue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${tags.length} elements` })).toBeVisible();
  const map = page.locator('section#fms-monitor-map');
  await expect(map.getByRole('heading', { level: 2, name: '<fms-monitor-map>' })).toBeVisible();
  await expect(map.getByRole('table', { name: 'Events' }).getByRole('rowheader', { name: 'carselect' })).toBeVisible();
  // The detail type, from the component's callback prop (scripts/elements/event-details.ts).
  await expect(map.getByRole('table', { name: 'Events' }).getByRole('row', { name: /carselect/ })).toContainText('CustomEvent<{ carUid: string; carNo: string }>');
  await expect(map.getByRole('table', { name: 'Attributes' }).getByRole('rowheader', { name: 'half-map' })).toBeVisible();
  // Issue 23, 4: what the code reaches (navrequest of its links, reflection) and the page-level API.
  await expect(map.getByRole('table', { name: 'Events' }).getByRole('rowheader', { name: 'navrequest' })).toBeVisible();
  await expect(map.getByRole('table', { name: 'Properties' }).getByRole('row', { name: /carUid/ })).toContainText('yes');
  const api = page.locator('section#window-fmsConsole');
  await expect(api.getByRole('heading', { level: 2, name: 'window.fmsConsole' })).toBeVisible();
  await expect(api.getByRole('table', { name: 'Members' }).getByRole('row', { name: /provideTokens/ })).toContainText('(provider: () => Promise<HostTokens>) => Promise<boolean>');
  await expect(page.locator('section#window-__FMS_CONFIG__').getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: 'allowNavigation' })).toBeVisible();
  await expect(page.locator('section#document').getByRole('table', { name: 'Events' }).getByRole('rowheader', { name: 'sessionend' })).toBeVisible();
  // The shared theme tokens once; an element's own custom properties on it (the map picker's height).
  await expect(page.locator('section#shared-properties').getByRole('rowheader', { name: '--fms-color-primary', exact: true })).toBeVisible();
  await expect(page.locator('section#fms-car-list').getByRole('table', { name: 'CSS custom properties' }).getByRole('rowheader', { name: '--fms-picker-height' })).toBeVisible();

  const example = page.locator('[data-example="fms-dtc-advice"] fms-dtc-advice');
  await expect(example.getByRole('article', { name: '故障碼 P0217' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a plain page with only the loader gets a working fms-dtc-advice, and one added later too', async ({ page }) => {
  const loader = await page.request.get('/elements/loader.js');
  expect(loader.headers()['content-type']).toMatch(/javascript/);
  expect(loader.headers()['cache-control']).toBe('no-cache');

  await page.goto('/loader-example.html');
  await expect(page.locator('fms-dtc-advice').getByRole('article', { name: '故障碼 P0217' })).toBeVisible();
  expect(await page.evaluate(() => Boolean(customElements.get('fms-dtc-advice')))).toBe(true);
  // A tag the loader has not seen yet: the observer defines it on insertion.
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<fms-legal-text doc="privacy"></fms-legal-text>'));
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('fms-legal-text')))).toBe(true);
});
