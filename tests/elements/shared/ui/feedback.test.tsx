import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { startLoading } from '../../../../src/core/http';
import { Button, BUTTON_CSS, IconButton } from '../../../../src/elements/shared/ui/button';
import { CloseIcon } from '../../../../src/elements/shared/ui/icons';
import { LOADING_OVERLAY_CSS, LoadingOverlay } from '../../../../src/elements/shared/ui/loading-overlay';
import { LoadingState } from '../../../../src/elements/shared/ui/spinner';
import { EmptyState } from '../../../../src/elements/shared/ui/empty-state';
import { CarStatusTag } from '../../../../src/elements/shared/ui/badge';
import { byName, cleanup, click, render, waitUntil } from './render';

afterEach(cleanup);

describe('LoadingOverlay', () => {
  it('shows the text of a running request in a status region and blocks the pointer', async () => {
    const { shadow } = await render(<LoadingOverlay />, LOADING_OVERLAY_CSS);
    const status = shadow.querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('');
    let done = () => undefined as void;
    await act(async () => { done = startLoading('資料匯出中…'); });
    expect(status.textContent).to.equal('資料匯出中…');
    const overlay = shadow.querySelector('.loading-overlay')!;
    expect(getComputedStyle(overlay).pointerEvents).to.equal('auto');
    expect(document.elementFromPoint(5, 5)).to.equal(shadow.host);
    await act(async () => done());
    expect(status.textContent).to.equal('');
    expect(getComputedStyle(overlay).pointerEvents).to.equal('none');
  });

  it('shows the latest text while two requests run', async () => {
    const { shadow } = await render(<LoadingOverlay />, LOADING_OVERLAY_CSS);
    const ends: Array<() => void> = [];
    await act(async () => { ends.push(startLoading('讀取車輛…'), startLoading('讀取駕駛…')); });
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('讀取駕駛…');
    await act(async () => ends[1]());
    await waitUntil(() => shadow.querySelector('[role="status"]')!.textContent === '讀取車輛…', 'the first text');
    await act(async () => ends[0]());
  });
});

describe('buttons and states', () => {
  it('a loading button is aria-busy, keeps focus and ignores clicks', async () => {
    let clicks = 0;
    const { shadow } = await render(<Button variant="primary" loading onClick={() => clicks++}>儲存</Button>, BUTTON_CSS);
    const button = byName<HTMLButtonElement>(shadow, '儲存');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.disabled).to.equal(false);
    await click(button);
    expect(clicks).to.equal(0);
  });

  it('an icon button is named by its label', async () => {
    const { shadow } = await render(<IconButton label="關閉面板" icon={<CloseIcon />} />, BUTTON_CSS);
    expect(shadow.querySelector('button')!.getAttribute('aria-label')).to.equal('關閉面板');
    expect(shadow.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('the loading state is a status that says 載入中…; the empty state says 暫無資料', async () => {
    const { shadow } = await render(<><LoadingState /><EmptyState /></>);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('載入中…');
    expect(shadow.querySelector('.empty-heading')!.textContent).to.equal('暫無資料');
  });

  it('a car status tag shows the catalogue label beside its colour', async () => {
    const { shadow } = await render(<CarStatusTag status="idling" />);
    expect(shadow.querySelector('.status-tag')!.textContent).to.equal('怠速');
    expect(getComputedStyle(shadow.querySelector('.status-dot')!).backgroundColor).to.equal('rgb(245, 166, 35)');
  });
});
