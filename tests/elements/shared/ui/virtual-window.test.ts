import { expect } from '@esm-bundle/chai';
import { indexAfterKey, scrollToReveal, visibleRange } from '../../../../src/elements/shared/ui/virtual-window';

describe('virtual list windowing', () => {
  it('renders the rows in view plus the overscan, within the list', () => {
    expect(visibleRange(0, 300, 30, 10_000, 5)).to.deep.equal({ start: 0, end: 15 });
    expect(visibleRange(3000, 300, 30, 10_000, 5)).to.deep.equal({ start: 95, end: 115 });
    expect(visibleRange(299_700, 300, 30, 10_000, 5)).to.deep.equal({ start: 9985, end: 10_000 });
    expect(visibleRange(0, 300, 30, 0, 5)).to.deep.equal({ start: 0, end: 0 });
  });

  it('scrolls as little as possible to reveal a row', () => {
    expect(scrollToReveal(5, 0, 300, 30)).to.equal(0);
    expect(scrollToReveal(10, 0, 300, 30)).to.equal(30);
    expect(scrollToReveal(2, 300, 300, 30)).to.equal(60);
  });

  it('moves the active row by the listbox keys', () => {
    expect(indexAfterKey('ArrowDown', -1, 100, 9)).to.equal(0);
    expect(indexAfterKey('ArrowDown', 99, 100, 9)).to.equal(99);
    expect(indexAfterKey('ArrowUp', 0, 100, 9)).to.equal(0);
    expect(indexAfterKey('PageDown', 10, 100, 9)).to.equal(19);
    expect(indexAfterKey('PageUp', 3, 100, 9)).to.equal(0);
    expect(indexAfterKey('End', 3, 100, 9)).to.equal(99);
    expect(indexAfterKey('Home', 30, 100, 9)).to.equal(0);
    expect(indexAfterKey('a', 30, 100, 9)).to.equal(null);
    expect(indexAfterKey('ArrowDown', -1, 0, 9)).to.equal(null);
  });
});
