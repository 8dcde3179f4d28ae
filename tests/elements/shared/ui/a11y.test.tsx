import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import { act } from 'react';
import { clearToasts, showToast } from '../../../../src/elements/shared/ui/toast-store';
import { startLoading } from '../../../../src/core/http';
import { UI_KIT_CSS, UiKitGallery } from '../../../../demo/pages/ui-kit';
import { byName, cleanup, click, render, type Rendered } from './render';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core on the gallery's host (its open shadow root included); every violation, readable. */
async function violations(host: Element): Promise<string[]> {
  const result = await axe.run(host, { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

async function gallery(): Promise<Rendered> {
  return render(<UiKitGallery />, UI_KIT_CSS);
}

afterEach(async () => {
  await act(async () => clearToasts());
  await cleanup();
});

describe('accessibility of the UI kit gallery (axe-core)', function () {
  this.timeout(30_000);

  it('the audit reaches inside the shadow root (a planted unlabelled input is caught)', async () => {
    const { host, shadow } = await gallery();
    shadow.querySelector('main')!.append(document.createElement('input'));
    expect((await violations(host)).some((v) => v.startsWith('label '))).to.equal(true);
  });

  it('has no violations as first shown (table, buttons, tags, switch, breadcrumbs, states)', async () => {
    const { host } = await gallery();
    expect(await violations(host)).to.deep.equal([]);
  });

  it('has no violations in the table\'s loading, empty and error states', async () => {
    const { host, shadow } = await gallery();
    for (const state of ['載入中', '無資料', '錯誤']) {
      await click(byName(shadow, state));
      expect(await violations(host), state).to.deep.equal([]);
    }
  });

  it('has no violations on the form tab with its errors shown', async () => {
    const { host, shadow } = await gallery();
    await click(byName(shadow, '表單'));
    await click(byName(shadow, '送出'));
    expect(shadow.querySelector('.error-summary')).to.not.equal(null);
    expect(await violations(host)).to.deep.equal([]);
  });

  it('has no violations on the date tab (a range with its error) and the long list tab', async () => {
    const { host, shadow } = await gallery();
    await click(byName(shadow, '日期'));
    expect(shadow.textContent).to.contain('結束日期不可早於開始日期');
    expect(await violations(host)).to.deep.equal([]);
    await click(byName(shadow, '長清單'));
    expect(await violations(host)).to.deep.equal([]);
  });

  it('has no violations with a dialog open, toasts showing and the loading overlay on', async () => {
    const { host, shadow } = await gallery();
    await click(byName(shadow, '刪除車輛'));
    let done = () => undefined as void;
    await act(async () => {
      showToast('已儲存。', 'success', 0);
      showToast('連線中斷。', 'error', 0);
      done = startLoading('資料匯出中…');
    });
    expect(shadow.querySelector('dialog[open]')!.textContent).to.contain('確定要刪除 KEA-1000 嗎？');
    expect(await violations(host)).to.deep.equal([]);
    await act(async () => done());
  });
});
