import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../src/elements/shared/ui/confirm-dialog';
import { Dialog, DIALOG_CSS } from '../../../../src/elements/shared/ui/dialog';
import { deepActiveElement } from '../../../../src/elements/shared/ui/dom';
import { byName, cleanup, click, press, render } from './render';

afterEach(cleanup);

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>下載影片</button>
      <Dialog open={open} onClose={() => setOpen(false)} heading="連結逾時" description="下載連結已逾時，請重新取得。">
        <p>內容</p>
      </Dialog>
    </>
  );
}

const log: string[] = [];

function WithConfirm({ tone, busy }: { tone?: 'danger'; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>刪除車輛</button>
      <ConfirmDialog open={open} heading="刪除車輛" message="確定要刪除嗎？" tone={tone} busy={busy}
        onConfirm={() => { log.push('confirm'); setOpen(false); }} onCancel={() => { log.push('cancel'); setOpen(false); }} />
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => { log.length = 0; });

  it('opens as a modal named by its heading and described by its text', async () => {
    const { shadow } = await render(<WithDialog />, DIALOG_CSS);
    await click(byName(shadow, '下載影片'));
    const dialog = shadow.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('連結逾時');
    expect(shadow.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('下載連結已逾時，請重新取得。');
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const { shadow } = await render(<WithDialog />, DIALOG_CSS);
    const opener = byName(shadow, '下載影片');
    opener.focus();
    await click(opener);
    expect(dialog(shadow).contains(deepActiveElement())).to.equal(true);
    await press('Escape');
    expect(dialog(shadow).open).to.equal(false);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('the 關閉 button closes it and focus returns to the opener', async () => {
    const { shadow } = await render(<WithDialog />, DIALOG_CSS);
    const opener = byName(shadow, '下載影片');
    opener.focus();
    await click(opener);
    await click(byName(shadow, '關閉'));
    expect(dialog(shadow).open).to.equal(false);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('a confirm dialog offers 確認 and 取消, focusing 確認', async () => {
    const { shadow } = await render(<WithConfirm />, DIALOG_CSS);
    await click(byName(shadow, '刪除車輛'));
    expect(deepActiveElement()!.textContent).to.equal('確認');
    await click(byName(shadow, '確認'));
    expect(log).to.deep.equal(['confirm']);
    expect(dialog(shadow).open).to.equal(false);
  });

  it('a destructive confirm has a red confirm button and starts on 取消', async () => {
    const { shadow } = await render(<WithConfirm tone="danger" />, DIALOG_CSS);
    await click(byName(shadow, '刪除車輛'));
    expect(byName(shadow, '確認').className).to.contain('btn-danger');
    expect(deepActiveElement()!.textContent).to.equal('取消');
    await press('Enter');
    expect(log).to.deep.equal(['cancel']);
  });

  it('while busy it cannot be dismissed and the confirm button is aria-busy', async () => {
    const { shadow } = await render(<WithConfirm busy />, DIALOG_CSS);
    await click(byName(shadow, '刪除車輛'));
    await press('Escape');
    expect(dialog(shadow).open).to.equal(true);
    expect(byName(shadow, '確認').getAttribute('aria-busy')).to.equal('true');
    await click(byName(shadow, '確認'));
    expect(log).to.deep.equal([]);
  });
});

function dialog(shadow: ShadowRoot) {
  return shadow.querySelector('dialog')!;
}
