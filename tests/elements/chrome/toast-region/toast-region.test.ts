import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../../src/elements/chrome/toast-region/toast-region.element';
import { clearToasts, showToast, ToastRegion } from '../../../../src/elements/shared/ui';
import { mount, waitFor } from '../../helpers';

/** How many times a message shows on the page, across every shadow root. */
function shown(message: string): number {
  let count = 0;
  const walk = (root: Document | ShadowRoot) => {
    for (const item of root.querySelectorAll('.toast-message')) if (item.textContent === message) count += 1;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(document);
  return count;
}

/** An element's own region, as an element that shows toasts renders it inside its shadow root. */
function elementRegion(): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host.attachShadow({ mode: 'open' }));
  root.render(createElement(ToastRegion));
  return () => {
    root.unmount();
    host.remove();
  };
}

afterEach(() => {
  clearToasts();
  document.body.innerHTML = '';
});

describe('fms-toast-region', () => {
  it('shows a toast from any element in a polite live region', async () => {
    const el = mount('fms-toast-region');
    await waitFor(() => el.shadowRoot?.querySelector('[role="status"]'), 'the region');
    showToast('已儲存 KEA-1001', 'success');
    await waitFor(() => shown('已儲存 KEA-1001') === 1, 'the toast');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('已儲存 KEA-1001');
  });

  it('with an element\'s own region on the page too, the toast shows once, in the console\'s region', async () => {
    const removeOwn = elementRegion();
    const el = mount('fms-toast-region');
    await waitFor(() => el.shadowRoot?.querySelector('[role="status"]'), 'the region');
    showToast('已刪除 1 筆', 'success');
    await waitFor(() => shown('已刪除 1 筆') > 0, 'the toast');
    expect(shown('已刪除 1 筆')).to.equal(1);
    expect(el.shadowRoot!.textContent).to.contain('已刪除 1 筆');
    removeOwn();
  });

  it('without the console\'s region, the first element region shows it; when that one goes, the next takes over', async () => {
    const removeFirst = elementRegion();
    const removeSecond = elementRegion();
    showToast('錯誤：無法儲存', 'error', 0);
    await waitFor(() => shown('錯誤：無法儲存') > 0, 'the toast');
    expect(shown('錯誤：無法儲存')).to.equal(1);
    removeFirst();
    await waitFor(() => shown('錯誤：無法儲存') === 1, 'the toast in the second region');
    removeSecond();
  });
});
