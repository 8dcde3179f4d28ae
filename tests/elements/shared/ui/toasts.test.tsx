import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { TOAST_CSS, ToastRegion } from '../../../../src/elements/shared/ui/toast-region';
import { $toasts, clearToasts, MAX_TOASTS, showToast } from '../../../../src/elements/shared/ui/toast-store';
import { byName, cleanup, click, render, waitUntil } from './render';

afterEach(async () => {
  await act(async () => clearToasts());
  await cleanup();
});

const region = (shadow: ShadowRoot, live: 'polite' | 'assertive') => shadow.querySelector(`[aria-live="${live}"]`)!;

describe('toasts', () => {
  it('info and success appear in the polite live region', async () => {
    const { shadow } = await render(<ToastRegion />, TOAST_CSS);
    expect(region(shadow, 'polite').getAttribute('role')).to.equal('status');
    await act(async () => { showToast('已儲存。', 'success', 0); });
    expect(region(shadow, 'polite').textContent).to.contain('已儲存。');
    expect(region(shadow, 'assertive').textContent).to.equal('');
  });

  it('errors appear in the assertive live region', async () => {
    const { shadow } = await render(<ToastRegion />, TOAST_CSS);
    await act(async () => { showToast('連線中斷。', 'error', 0); });
    expect(region(shadow, 'assertive').textContent).to.contain('連線中斷。');
    expect(region(shadow, 'assertive').getAttribute('role')).to.equal('alert');
  });

  it('a toast goes away by itself after its timeout', async () => {
    const { shadow } = await render(<ToastRegion />, TOAST_CSS);
    await act(async () => { showToast('匯出完成。', 'info', 30); });
    expect(shadow.textContent).to.contain('匯出完成。');
    await waitUntil(() => !shadow.textContent!.includes('匯出完成。'), 'the toast to leave');
  });

  it('the 關閉通知 button dismisses a toast', async () => {
    const { shadow } = await render(<ToastRegion />, TOAST_CSS);
    await act(async () => { showToast('已刪除。', 'success', 0); });
    await click(byName(shadow, '關閉通知'));
    expect(shadow.textContent).to.not.contain('已刪除。');
  });

  it('keeps at most five toasts, dropping the oldest', async () => {
    await act(async () => { for (let i = 1; i <= 7; i++) showToast(`訊息 ${i}`, 'info', 0); });
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['訊息 3', '訊息 4', '訊息 5', '訊息 6', '訊息 7']);
    expect($toasts.get()).to.have.length(MAX_TOASTS);
  });
});
