import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { DATE_PICKER_CSS, DatePicker, DateRangePicker } from '../../../../src/elements/shared/ui/date-picker';
import type { DateRange } from '../../../../src/elements/shared/ui/date-range';
import { byName, cleanup, click, render, setValue } from './render';

afterEach(cleanup);

const NOW = Date.UTC(2024, 1, 29, 16, 30); // 2024-03-01 00:30 in Taipei
const changes: Array<[DateRange, boolean]> = [];

function Range({ initial, min, max, withTime }: { initial: DateRange; min?: string; max?: string; withTime?: boolean }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangePicker label="查詢期間" value={range} min={min} max={max} withTime={withTime} now={() => NOW}
      onValueChange={(next, valid) => { changes.push([next, valid]); setRange(next); }} />
  );
}

describe('DatePicker and DateRangePicker', () => {
  beforeEach(() => { changes.length = 0; });

  it('a date picker is a native date input, or datetime-local with time', async () => {
    const { shadow, rerender } = await render(<DatePicker label="日期" value="2024-05-01" onValueChange={() => undefined} min="2024-01-01" />, DATE_PICKER_CSS);
    const input = byName<HTMLInputElement>(shadow, '日期', 'input');
    expect(input.type).to.equal('date');
    expect(input.min).to.equal('2024-01-01');
    await rerender(<DatePicker label="日期" value="2024-05-01T08:00" withTime onValueChange={() => undefined} min="2024-01-01" />);
    expect(input.type).to.equal('datetime-local');
    expect(input.min).to.equal('2024-01-01T00:00');
  });

  it('an end before the start shows 結束日期不可早於開始日期 on the end date, keeping both values', async () => {
    const { shadow } = await render(<Range initial={{ start: '2024-05-10', end: '' }} />, DATE_PICKER_CSS);
    const end = byName<HTMLInputElement>(shadow, '結束日期', 'input');
    await setValue(end, '2024-05-01');
    expect(changes.at(-1)).to.deep.equal([{ start: '2024-05-10', end: '2024-05-01' }, false]);
    expect(end.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow.getElementById(end.getAttribute('aria-describedby')!)!.textContent).to.equal('結束日期不可早於開始日期');
    expect(byName<HTMLInputElement>(shadow, '開始日期', 'input').value).to.equal('2024-05-10');
    await setValue(end, '2024-05-12');
    expect(changes.at(-1)![1]).to.equal(true);
    expect(shadow.querySelector('[role="alert"]')).to.equal(null);
  });

  it('a quick range fills both dates from Taipei\'s today and shows as pressed', async () => {
    const { shadow } = await render(<Range initial={{ start: '', end: '' }} />, DATE_PICKER_CSS);
    expect([...shadow.querySelectorAll('.quick-ranges button')].map((b) => b.textContent)).to.deep.equal(['今天', '昨天', '最近 7 天', '最近 30 天', '本月']);
    await click(byName(shadow, '最近 7 天'));
    expect(changes.at(-1)).to.deep.equal([{ start: '2024-02-24', end: '2024-03-01' }, true]);
    expect(byName(shadow, '最近 7 天').getAttribute('aria-pressed')).to.equal('true');
    expect(byName(shadow, '今天').getAttribute('aria-pressed')).to.equal('false');
  });

  it('a quick range is clipped to min and max', async () => {
    const { shadow } = await render(<Range initial={{ start: '', end: '' }} min="2024-02-27" max="2024-02-29" />, DATE_PICKER_CSS);
    await click(byName(shadow, '最近 30 天'));
    expect(changes.at(-1)).to.deep.equal([{ start: '2024-02-27', end: '2024-02-29' }, true]);
  });

  it('with time, quick ranges run from 00:00 to 23:59', async () => {
    const { shadow } = await render(<Range initial={{ start: '', end: '' }} withTime />, DATE_PICKER_CSS);
    await click(byName(shadow, '昨天'));
    expect(changes.at(-1)![0]).to.deep.equal({ start: '2024-02-29T00:00', end: '2024-02-29T23:59' });
    expect(byName<HTMLInputElement>(shadow, '開始日期', 'input').type).to.equal('datetime-local');
  });

  it('a date outside min/max is refused in Traditional Chinese', async () => {
    const { shadow } = await render(<Range initial={{ start: '', end: '' }} min="2024-01-01" />, DATE_PICKER_CSS);
    await setValue(byName<HTMLInputElement>(shadow, '開始日期', 'input'), '2023-12-31');
    expect(shadow.querySelector('[role="alert"]')!.textContent).to.equal('日期不可早於 2024-01-01');
  });
});
