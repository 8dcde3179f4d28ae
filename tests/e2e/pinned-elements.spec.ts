import { expect, test } from '@playwright/test';
import { BASE_URL } from './fixtures';

/**
 * Issue 23, 5 and 6: a partner page on another origin (http://localhost:PORT, listed in
 * FMS_PARTNER_ORIGINS) pins an exact release as the README says: the loader with its integrity
 * attribute, and an import map whose `integrity` covers the element modules and chunks the loader
 * imports later (from the release's integrity.json). A wrong hash anywhere and nothing is defined.
 * It hands the loader a shadow root (`discover`) and misspells a tag (the named error, once).
 */
const PARTNER = BASE_URL.replace('127.0.0.1', 'localhost');

test('a pinned release loads with integrity, defines tags inside a shadow root given to discover, and names an unknown tag once', async ({ page, request }) => {
  const { version } = await (await request.get('/custom-elements.json')).json() as { version: string };
  const pinned = await request.get(`/elements/${version}/integrity.json`);
  expect(pinned.headers()['cache-control']).toContain('immutable');
  const { files } = await pinned.json() as { files: Record<string, string> };
  const loaderPath = `/elements/${version}/loader.js`;
  // The major's loader is the same release: the same bytes, revalidated instead of immutable.
  const major = await request.get(`/elements/v${version.split('.')[0]}/loader.js`);
  expect(major.headers()['cache-control']).toBe('no-cache');
  expect(await major.text()).toBe(await (await request.get(loaderPath)).text());

  const integrity = Object.fromEntries(Object.entries(files).map(([file, hash]) => [`${BASE_URL}${file}`, hash]));
  const html = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>夥伴頁</title>
<script type="importmap">${JSON.stringify({ integrity })}</script>
<script type="module" src="${BASE_URL}${loaderPath}" integrity="${files[loaderPath]}"></script>
</head><body><main><h1>夥伴頁</h1><div id="panel"></div><fms-dtc-advise></fms-dtc-advise></main></body></html>`;
  // A page fulfilled here has no address of its own, so Chromium counts it public: let it reach the loopback console.
  await page.context().grantPermissions(['local-network-access']);
  await page.route(`${PARTNER}/pinned-partner`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });

  await page.goto(`${PARTNER}/pinned-partner`);
  await expect.poll(() => page.evaluate(() => window.fmsConsole?.version)).toBe(version);

  // Inside a shadow root the loader's observer cannot see: defined only once the root is given to it.
  await page.evaluate(() => {
    const shadow = document.getElementById('panel')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<fms-dtc-advice code="P0217" model="XZU720"></fms-dtc-advice>';
  });
  expect(await page.evaluate(() => customElements.get('fms-dtc-advice'))).toBeUndefined();
  await page.evaluate(() => window.fmsConsole!.discover!(document.getElementById('panel')!.shadowRoot!));
  await expect(page.locator('#panel fms-dtc-advice').getByRole('article', { name: '故障碼 P0217' })).toBeVisible();
  // Also the loader module's own export, with its version.
  expect(await page.evaluate(async (url) => (await import(url) as { version: string }).version, `${BASE_URL}${loaderPath}`)).toBe(version);

  // The misspelled tag again, then a known one: once that is defined, the second sighting has been seen.
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<fms-dtc-advise></fms-dtc-advise><fms-legal-text doc="privacy"></fms-legal-text>'));
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('fms-legal-text')))).toBe(true);
  const named = errors.filter((e) => e.startsWith('[fms] unknown-tag:'));
  expect(named).toHaveLength(1);
  expect(named[0]).toContain('<fms-dtc-advise> 不是主控台');
  expect(named[0]).toContain(`${BASE_URL}/elements/${version}/custom-elements.json`);
  expect(errors.filter((e) => /integrity/i.test(e))).toEqual([]);
});
