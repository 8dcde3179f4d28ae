import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichTextOnServer } from '../../../demo/server/domains/core/rich-text';
import { startTestApp, type TestApp } from '../harness';
import { SANITIZE_CASES } from '../../core/rich-text/sanitize-cases';

/** Issue 22, 22: the server stores custom content only as the console's policy leaves it. */
describe('the server\'s rich-text sanitizer (the console\'s policy, in jsdom)', () => {
  it.each(SANITIZE_CASES)('$name', async ({ html, out }) => {
    expect(await sanitizeRichTextOnServer(html)).toBe(out);
  });
});

describe('PUT enterprise/v0/custom-content', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.tokenOf('demo-admin');
  });
  afterAll(() => t.close());

  it('stores a value sent past the console without its script, handlers or off-site "console path"', async () => {
    const sent = '<p onmouseover="alert(1)">公告</p><a href="/\\evil.example">登入</a><a href="/event/list">事件</a><script>alert(1)</script>';
    const saved = await t.call({ method: 'PUT', url: '/api/enterprise/v0/custom-content', token: admin, payload: { html: sent } });
    const expected = '<p>公告</p><a>登入</a><a href="/event/list" target="_blank" rel="noopener noreferrer nofollow">事件</a>';
    expect(saved.json().data.html).toBe(expected);
    const read = await t.call({ method: 'GET', url: '/api/enterprise/v0/custom-content', token: await t.tokenOf('demo-viewer') });
    expect(read.json().data.html).toBe(expected);
    const row = await t.app.ctx.db.one<{ custom_content: string }>(`SELECT custom_content FROM enterprises WHERE uid = 'ent-a'`);
    expect(row!.custom_content).toBe(expected);
  });
});
