import { expect } from '@esm-bundle/chai';
import { useStore } from '@nanostores/react';
import { act } from 'react';
import { ApiError, createItemResource } from '../../../../src/core/resource';
import { EmptyState } from '../../../../src/elements/shared/ui/empty-state';
import { RESOURCE_VIEW_CSS, ResourceError, ResourceView } from '../../../../src/elements/shared/ui/resource-view';
import { useResource } from '../../../../src/elements/shared/ui/use-resource';
import { byName, cleanup, click, focus, press, render, waitUntil } from './render';

afterEach(cleanup);

/** A load the test answers by hand: each call waits for answer() or fail(). */
function manualLoad<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  return {
    load: () => new Promise<T>((resolve, reject) => { calls.push({ resolve, reject }); }),
    get count() { return calls.length; },
    answer: (value: T) => calls[calls.length - 1].resolve(value),
    fail: (message: string) => calls[calls.length - 1].reject(new ApiError(5000000, message)),
  };
}

function Names({ load }: { load: () => Promise<string[]> }) {
  const item = useResource(() => createItemResource({ load }));
  const state = useStore(item.$state);
  return (
    <ResourceView state={state} onRetry={item.reload} loadingText="讀取名單中…" isEmpty={(names) => names.length === 0}
      empty={<EmptyState heading="尚無名單" />}>
      {(names) => <ul>{names.map((n) => <li key={n}>{n}</li>)}</ul>}
    </ResourceView>
  );
}

const alertText = (shadow: ShadowRoot) => shadow.querySelector('[role="alert"]')?.textContent ?? null;

describe('resource view', () => {
  it('says what is loading as a status until the data comes, then shows the data', async () => {
    const names = manualLoad<string[]>();
    const { shadow } = await render(<Names load={names.load} />, RESOURCE_VIEW_CSS);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('讀取名單中…');
    expect(shadow.querySelector('ul')).to.equal(null);
    names.answer(['王小明', '陳大華']);
    await waitUntil(() => shadow.querySelector('ul'), 'the list');
    expect([...shadow.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['王小明', '陳大華']);
    expect(shadow.querySelector('[role="status"]')).to.equal(null);
  });

  it('shows the empty state when the data holds nothing', async () => {
    const names = manualLoad<string[]>();
    const { shadow } = await render(<Names load={names.load} />, RESOURCE_VIEW_CSS);
    names.answer([]);
    await waitUntil(() => shadow.querySelector('.empty-heading'), 'the empty state');
    expect(shadow.querySelector('.empty-heading')!.textContent).to.equal('尚無名單');
    expect(shadow.querySelector('ul')).to.equal(null);
    expect(alertText(shadow)).to.equal(null);
  });

  it('shows the server\'s message as an alert with 重試, which loads again and then shows the data', async () => {
    const names = manualLoad<string[]>();
    const { shadow } = await render(<Names load={names.load} />, RESOURCE_VIEW_CSS);
    names.fail('伺服器忙碌中，請稍後再試。');
    await waitUntil(() => alertText(shadow), 'the error');
    expect(alertText(shadow)).to.equal('伺服器忙碌中，請稍後再試。');
    const retry = byName<HTMLButtonElement>(shadow, '重試');
    expect(retry.type).to.equal('button');
    await click(retry);
    expect(names.count).to.equal(2);
    expect(shadow.querySelector('[role="status"]')!.textContent).to.equal('讀取名單中…');
    expect(alertText(shadow)).to.equal(null);
    names.answer(['王小明']);
    await waitUntil(() => shadow.querySelector('ul'), 'the list after 重試');
    expect(shadow.querySelector('li')!.textContent).to.equal('王小明');
    expect(shadow.querySelector('button')).to.equal(null);
  });

  it('keeps the last data when a reload fails, with the error and 重試 above it', async () => {
    const names = manualLoad<string[]>();
    let reload = () => Promise.resolve();
    function Keeper() {
      const item = useResource(() => createItemResource({ load: names.load }));
      reload = item.reload;
      const state = useStore(item.$state);
      return <ResourceView state={state} onRetry={item.reload}>{(list) => <p className="names">{list.join('、')}</p>}</ResourceView>;
    }
    const { shadow } = await render(<Keeper />, RESOURCE_VIEW_CSS);
    names.answer(['王小明']);
    await waitUntil(() => shadow.querySelector('.names'), 'the data');
    await act(async () => { void reload(); });
    names.fail('連線逾時。');
    await waitUntil(() => alertText(shadow), 'the error');
    expect(alertText(shadow)).to.equal('連線逾時。');
    expect(shadow.querySelector('.names')!.textContent).to.equal('王小明');
    expect(byName(shadow, '重試')).to.not.equal(null);
  });

  it('reaches 重試 by keyboard and presses it with Enter', async () => {
    const names = manualLoad<string[]>();
    const { shadow } = await render(<><button type="button">前一個</button><Names load={names.load} /></>, RESOURCE_VIEW_CSS);
    names.fail('讀取失敗。');
    await waitUntil(() => alertText(shadow), 'the error');
    await focus(byName(shadow, '前一個'));
    await press('Tab');
    expect(shadow.activeElement).to.equal(byName(shadow, '重試'));
    await press('Enter');
    expect(names.count).to.equal(2);
    names.answer(['陳大華']);
    await waitUntil(() => shadow.querySelector('li'), 'the list after Enter');
  });

  it('a panel-wide failure names what failed above the message, and keeps buttons beside 重試', async () => {
    let retries = 0;
    const { shadow } = await render(
      <ResourceError heading="無法讀取鏡頭資料" message="裝置離線。" onRetry={() => retries++} actions={<button type="button">返回</button>} />,
      RESOURCE_VIEW_CSS,
    );
    expect(shadow.querySelector('.empty-heading')!.textContent).to.equal('無法讀取鏡頭資料');
    expect(alertText(shadow)).to.equal('裝置離線。');
    expect([...shadow.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['重試', '返回']);
    await click(byName(shadow, '重試'));
    expect(retries).to.equal(1);
  });
});
