import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { VIRTUAL_LIST_CSS, VirtualList } from '../../../../src/elements/shared/ui/virtual-list';
import { cleanup, focus, press, render, waitUntil } from './render';

afterEach(cleanup);

const TRUCKS = Array.from({ length: 10_000 }, (_, i) => ({ id: `car-${i}`, carNo: `KEA-${i}` }));

function list(mode: 'list' | 'listbox', onSelect?: (t: { carNo: string }) => void) {
  return render(
    <VirtualList ariaLabel="車輛清單" mode={mode} items={TRUCKS} itemKey={(t) => t.id} rowHeight={30} height={300} overscan={5}
      renderItem={(t) => t.carNo} onSelect={onSelect} />,
    VIRTUAL_LIST_CSS);
}

const rows = (shadow: ShadowRoot) => [...shadow.querySelectorAll<HTMLElement>('.vl-row')];
const active = (shadow: ShadowRoot) => {
  const box = shadow.querySelector('.vl')!;
  return shadow.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
};

describe('VirtualList', () => {
  it('renders only the rows in view plus overscan, each telling its place in 10,000', async () => {
    const { shadow } = await list('list');
    expect(rows(shadow).length).to.be.within(10, 20);
    expect(shadow.querySelector('[role="list"]')!.getAttribute('aria-label')).to.equal('車輛清單');
    expect(rows(shadow)[0].getAttribute('role')).to.equal('listitem');
    expect(rows(shadow)[0].getAttribute('aria-setsize')).to.equal('10000');
    expect(rows(shadow)[3].getAttribute('aria-posinset')).to.equal('4');
  });

  it('scrolling far down renders the rows there', async () => {
    const { shadow } = await list('list');
    const box = shadow.querySelector<HTMLElement>('.vl')!;
    await act(async () => {
      const scrolled = new Promise((resolve) => box.addEventListener('scroll', resolve, { once: true }));
      box.scrollTop = 5000 * 30;
      await scrolled;
    });
    await waitUntil(() => rows(shadow).some((r) => r.textContent === 'KEA-5000'), 'row 5000');
    expect(rows(shadow).length).to.be.within(10, 22);
  });

  it('as a listbox, arrow keys, PageDown and End move the active option and scroll it into view', async () => {
    const { shadow } = await list('listbox');
    const box = shadow.querySelector<HTMLElement>('[role="listbox"]')!;
    await focus(box);
    expect(active(shadow)).to.equal('KEA-0');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(active(shadow)).to.equal('KEA-2');
    await press('PageDown'); // 9 whole rows fit in the 298px inside the border; one stays in view as context
    expect(active(shadow)).to.equal('KEA-10');
    await press('End');
    expect(active(shadow)).to.equal('KEA-9999');
    expect(box.scrollTop).to.equal(box.scrollHeight - box.clientHeight);
    await press('Home');
    expect(active(shadow)).to.equal('KEA-0');
    expect(box.scrollTop).to.equal(0);
  });

  it('as a listbox, Enter and a click select an option', async () => {
    const picked: string[] = [];
    const { shadow } = await list('listbox', (t) => picked.push(t.carNo));
    await focus(shadow.querySelector<HTMLElement>('[role="listbox"]'));
    await press('ArrowDown');
    await press('Enter');
    await act(async () => rows(shadow)[4].click());
    expect(picked).to.deep.equal(['KEA-1', 'KEA-4']);
    expect(rows(shadow)[0].getAttribute('role')).to.equal('option');
  });

  it('as a listbox, keys faster than renders each move on from the one before (focus, two ArrowDown, Enter in one go)', async () => {
    const picked: string[] = [];
    const { shadow } = await list('listbox', (t) => picked.push(t.carNo));
    const box = shadow.querySelector<HTMLElement>('[role="listbox"]')!;
    const key = (k: string) => box.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
    // No await between them: React has not rendered the focus's row nor the first key's when the next comes.
    await act(async () => {
      box.focus();
      key('ArrowDown');
      key('ArrowDown');
      key('Enter');
    });
    expect(picked).to.deep.equal(['KEA-2']);
    expect(active(shadow)).to.equal('KEA-2');
  });
});
