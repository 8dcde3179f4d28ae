import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/settings/custom-content/custom-content.element';
import { enterprise } from '../../../../src/core/api/contract/enterprise';
import { fakeApi, reply } from '../../fake-api';
import { mount, waitFor } from '../../helpers';
import { signInUser, signOutUser } from '../../session-kit';
import { clickButton, resetPage, shadowOf, waitText } from '../../shared/account/form-kit';
import { NAUGHTY_FLAG, NAUGHTY_STRINGS } from '../../../e2e/naughty-strings';

const flag = () => (window as unknown as Record<string, unknown>)[NAUGHTY_FLAG];
const HOSTILE = `<p>公告<b>粗</b></p><img src=x onerror="window.${NAUGHTY_FLAG}=1"><script>window.${NAUGHTY_FLAG}=1</script><a href="javascript:window.${NAUGHTY_FLAG}=1">點我</a>`;

afterEach(() => {
  resetPage();
  signOutUser();
  delete (window as unknown as Record<string, unknown>)[NAUGHTY_FLAG];
});

function setup(html = '<p>歡迎使用</p>', codes = ['P_P18']) {
  signInUser(codes);
  return fakeApi()
    .on(enterprise.customContent, { html, updatedAt: null, updatedBy: '' })
    .on(enterprise.updateCustomContent, ({ body }) => ({ html: body.html, updatedAt: Date.UTC(2026, 0, 1), updatedBy: '王大明' }));
}

const editor = (el: Element) => waitFor(() => shadowOf(el).querySelector<HTMLElement>('[role="textbox"]'), 'the editor');
const preview = (el: Element) => shadowOf(el).querySelector<HTMLElement>('.rich-view');

/** Pastes HTML (and the same as plain text) into the editor, as a person would from another page. */
async function paste(box: HTMLElement, html: string, plain = html) {
  box.focus();
  const data = new DataTransfer();
  if (html) data.setData('text/html', html);
  data.setData('text/plain', plain);
  box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('fms-custom-content', () => {
  it('P_P18: the saved content in a labelled editor with a named toolbar, and its preview', async () => {
    setup();
    const el = mount('fms-custom-content');
    const box = await editor(el);
    await waitFor(() => box.textContent === '歡迎使用', 'the content');
    expect(shadowOf(el).querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal('內容格式');
    const names = [...shadowOf(el).querySelectorAll('[role="toolbar"] button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).to.deep.equal(['粗體', '斜體', '項目清單', '編號清單', '插入連結', '移除連結']);
    expect(preview(el)!.textContent).to.equal('歡迎使用');
  });

  it('hostile stored content is shown harmless: no script, handler or javascript: link survives', async () => {
    setup(HOSTILE);
    const el = mount('fms-custom-content', { 'view-only': '' });
    await waitFor(() => preview(el), 'the content');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const view = preview(el)!;
    expect(view.querySelector('img, script')).to.equal(null);
    expect(view.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(view.textContent).to.contain('公告粗');
    expect(flag()).to.equal(undefined);
    expect(shadowOf(el).querySelector('[role="textbox"]')).to.equal(null);
  });

  it('content is sanitised before it is sent', async () => {
    const fake = setup();
    const el = mount('fms-custom-content');
    let saved: unknown = null;
    el.addEventListener('contentsave', (e) => { saved = (e as CustomEvent).detail; });
    await paste(await editor(el), HOSTILE);
    await clickButton(el, '儲存');
    await waitFor(() => saved, 'contentsave');
    const sent = fake.callsTo(enterprise.updateCustomContent)[0].body.html as string;
    expect(sent).to.contain('<b>粗</b>');
    expect(sent).not.to.match(/<img|<script|javascript:|onerror/i);
    expect(flag()).to.equal(undefined);
  });

  it('every naughty string pasted in (as HTML and as text) runs nothing, in the editor or the preview', async () => {
    setup();
    const el = mount('fms-custom-content');
    const box = await editor(el);
    for (const { value } of NAUGHTY_STRINGS) {
      await paste(box, value);
      await paste(box, '', value);
    }
    expect(box.querySelector('img, script, svg, math, iframe')).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flag()).to.equal(undefined);
  });

  it('spec 8: the server\'s error on html shows under the editor and the text stays', async () => {
    setup().on(enterprise.updateCustomContent, reply({ status: 4000001, message: '自訂內容過長。', field: 'html' }));
    const el = mount('fms-custom-content');
    const box = await editor(el);
    box.textContent = '';
    await paste(box, '', '新的公告');
    await clickButton(el, '儲存');
    await waitText(el, '自訂內容過長。');
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(box.textContent).to.equal('新的公告');
  });

  it('a link needs a web, mail or phone address', async () => {
    setup();
    const el = mount('fms-custom-content');
    await editor(el);
    await clickButton(el, '插入連結');
    const url = await waitFor(() => shadowOf(el).querySelector<HTMLInputElement>('input[type="url"]'), 'the url field');
    url.value = '';
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(url, 'javascript:alert(1)');
    url.dispatchEvent(new Event('input', { bubbles: true }));
    await clickButton(el, '套用連結');
    await waitText(el, '連結需以 https://');
  });

  it('without P_P18 only the content shows', async () => {
    setup('<p>公告</p>', ['P_P01']);
    const el = mount('fms-custom-content');
    await waitFor(() => preview(el), 'the content');
    expect(shadowOf(el).querySelector('[role="textbox"]')).to.equal(null);
  });
});
