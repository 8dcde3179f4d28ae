import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPage } from '../../../src/core/pages';
import { MAIN_MENU } from '../../../src/core/pages/main-menu';
import { defaultConfig } from '../../../src/core/config/environments';
import { MANUAL_TITLE } from '../../../demo/server/docs/manual';
import { PAGE_GUIDES } from '../../../src/core/pages/guides';
import { MANUAL_PATH } from '../../../demo/server/docs/routes';
import { startTestApp, type TestApp } from '../harness';
import { readPdf } from './pdf-reader';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(() => t.close());

describe('the user manual (功能說明 / Q&A, spec 2.7; issue 10, item 19)', () => {
  it('the console\'s default manual URL answers a PDF, without signing in', async () => {
    expect(defaultConfig('dev').manualUrl).toBe(MANUAL_PATH);
    const res = await t.call({ method: 'GET', url: MANUAL_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`${MANUAL_TITLE}.pdf`);
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('is a well-formed PDF: the cross-reference table points at every object and every page has text', async () => {
    const pdf = readPdf((await t.call({ method: 'GET', url: MANUAL_PATH })).rawPayload);
    expect(pdf.xrefValid).toBe(true);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    pdf.pages.forEach((page, i) => {
      expect(page.length, `page ${i + 1}`).toBeGreaterThan(50);
      expect(page).toContain(`第 ${i + 1} / ${pdf.pageCount} 頁`);
    });
  });

  it('describes every group and page of the main navigation, under the menu\'s own words', async () => {
    const text = readPdf((await t.call({ method: 'GET', url: MANUAL_PATH })).rawPayload).pages.join('\n');
    expect(text).toContain(MANUAL_TITLE);
    for (const group of MAIN_MENU) {
      expect(text).toContain(group.label);
      for (const item of group.items) expect(text.split('\n')).toContain(item.label);
    }
    expect(text).toContain('常見問題');
  });

  it('reads each page\'s guide from its declaration (src/core/pages/guides.ts)', async () => {
    const text = readPdf((await t.call({ method: 'GET', url: MANUAL_PATH })).rawPayload).pages.join('');
    const flat = (s: string) => s.replace(/\s+/g, '');
    for (const guide of Object.values(PAGE_GUIDES)) expect(flat(text)).toContain(flat(guide[0]).slice(0, 20));
  });

  it('has a guide for exactly the pages of the menu, so a page added to the menu fails here until described', () => {
    const menuPages = MAIN_MENU.flatMap((g) => g.items.map((i) => matchPage(i.path)?.id)).sort();
    expect(Object.keys(PAGE_GUIDES).sort()).toEqual(menuPages);
  });
});
