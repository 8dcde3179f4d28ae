import { expect } from '@esm-bundle/chai';
import { clampOffset, offsetForNewLimit, offsetOfPage, pageCount, pageOfOffset, pageWindow, shownRange } from '../../../../src/elements/shared/ui/paging';

describe('paging math', () => {
  it('counts pages, with one page for an empty list', () => {
    const cases: Array<[number, number, number]> = [[0, 10, 1], [1, 10, 1], [10, 10, 1], [11, 10, 2], [10_000, 50, 200], [-5, 10, 1]];
    for (const [total, limit, pages] of cases) expect(pageCount(total, limit), `${total}/${limit}`).to.equal(pages);
  });

  it('finds the page of an offset and the offset of a page', () => {
    expect(pageOfOffset(0, 10)).to.equal(1);
    expect(pageOfOffset(25, 10)).to.equal(3);
    expect(offsetOfPage(3, 10, 95)).to.equal(20);
    expect(offsetOfPage(99, 10, 95)).to.equal(90);
    expect(offsetOfPage(0, 10, 95)).to.equal(0);
  });

  it('clamps an offset to a page boundary within the list', () => {
    const cases: Array<[number, number, number, number]> = [[25, 10, 95, 20], [-3, 10, 95, 0], [500, 10, 95, 90], [40, 20, 0, 0], [30, 0, 10, 9]];
    for (const [offset, limit, total, expected] of cases) expect(clampOffset(offset, limit, total), `${offset}/${limit}/${total}`).to.equal(expected);
  });

  it('keeps the first row shown in view when the page size changes', () => {
    expect(offsetForNewLimit(30, 20, 200)).to.equal(20);
    expect(offsetForNewLimit(30, 100, 200)).to.equal(0);
    expect(offsetForNewLimit(190, 50, 200)).to.equal(150);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).to.deep.equal([1]);
    expect(pageWindow(3, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses on the sides of the current page and keeps seven slots', () => {
    expect(pageWindow(1, 10)).to.deep.equal([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageWindow(4, 10)).to.deep.equal([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pageWindow(5, 10)).to.deep.equal([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pageWindow(7, 10)).to.deep.equal([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).to.deep.equal([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(100, 200)).to.deep.equal([1, 'start-ellipsis', 99, 100, 101, 'end-ellipsis', 200]);
  });

  it('reports the rows shown as a from–to range', () => {
    expect(shownRange(20, 10, 95)).to.deep.equal({ from: 21, to: 30 });
    expect(shownRange(90, 10, 95)).to.deep.equal({ from: 91, to: 95 });
    expect(shownRange(0, 10, 0)).to.deep.equal({ from: 0, to: 0 });
  });
});
