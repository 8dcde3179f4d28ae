import { expect } from '@esm-bundle/chai';
import { isQuickRange, msToValue, quickRange, rangeToMs, RANGE_ERRORS, validateRange, valueToMs } from '../../../../src/elements/shared/ui/date-range';

// 2024-03-01 00:30 in Taipei is still 2024-02-29 in UTC: the quick ranges must follow Taipei.
const NOW = Date.UTC(2024, 1, 29, 16, 30);

describe('date range rules (Asia/Taipei)', () => {
  it('refuses an end before the start, in Traditional Chinese', () => {
    expect(validateRange({ start: '2024-05-10', end: '2024-05-01' })).to.deep.equal({ end: '結束日期不可早於開始日期' });
    expect(validateRange({ start: '2024-05-01', end: '2024-05-01' })).to.deep.equal({});
    expect(validateRange({ start: '2024-05-01T10:00', end: '2024-05-01T09:59' }).end).to.equal(RANGE_ERRORS.endBeforeStart);
  });

  it('leaves a half-filled range alone', () => {
    expect(validateRange({ start: '2024-05-10', end: '' })).to.deep.equal({});
    expect(validateRange({ start: '', end: '' })).to.deep.equal({});
  });

  it('checks min and max, a date-time against a date by its day', () => {
    expect(validateRange({ start: '2024-01-01', end: '2024-02-01' }, '2024-01-15').start).to.equal('日期不可早於 2024-01-15');
    expect(validateRange({ start: '2024-01-20', end: '2024-02-01' }, '2024-01-15', '2024-01-31').end).to.equal('日期不可晚於 2024-01-31');
    expect(validateRange({ start: '2024-01-31T08:00', end: '2024-01-31T23:00' }, undefined, '2024-01-31')).to.deep.equal({});
  });

  it('takes the quick ranges from Taipei\'s day, not the browser\'s', () => {
    expect(quickRange('today', NOW)).to.deep.equal({ start: '2024-03-01', end: '2024-03-01' });
    expect(quickRange('yesterday', NOW)).to.deep.equal({ start: '2024-02-29', end: '2024-02-29' });
    expect(quickRange('last7', NOW)).to.deep.equal({ start: '2024-02-24', end: '2024-03-01' });
    expect(quickRange('last30', NOW)).to.deep.equal({ start: '2024-02-01', end: '2024-03-01' });
    expect(quickRange('thisMonth', NOW)).to.deep.equal({ start: '2024-03-01', end: '2024-03-01' });
    expect(quickRange('last7', NOW, true)).to.deep.equal({ start: '2024-02-24T00:00', end: '2024-03-01T23:59' });
  });

  it('knows when a range is a quick range', () => {
    expect(isQuickRange({ start: '2024-02-24', end: '2024-03-01' }, 'last7', NOW)).to.equal(true);
    expect(isQuickRange({ start: '2024-02-24', end: '2024-02-29' }, 'last7', NOW)).to.equal(false);
  });

  it('turns a date range into whole Taipei days in ms', () => {
    const { startTime, endTime } = rangeToMs({ start: '2024-03-01', end: '2024-03-02' });
    expect(startTime).to.equal(Date.UTC(2024, 1, 29, 16, 0));
    expect(endTime).to.equal(Date.UTC(2024, 2, 2, 16, 0) - 1);
  });

  it('turns a date-time range into ms to the end of its last minute', () => {
    const { startTime, endTime } = rangeToMs({ start: '2024-03-01T08:00', end: '2024-03-01T09:30' });
    expect(startTime).to.equal(Date.UTC(2024, 2, 1, 0, 0));
    expect(endTime).to.equal(Date.UTC(2024, 2, 1, 1, 31) - 1);
    expect(rangeToMs({ start: '', end: 'nonsense' })).to.deep.equal({ startTime: undefined, endTime: undefined });
  });

  it('round-trips an instant through a picker value', () => {
    expect(msToValue(NOW)).to.equal('2024-03-01');
    expect(msToValue(NOW, true)).to.equal('2024-03-01T00:30');
    expect(valueToMs('2024-03-01T00:30')).to.equal(NOW);
  });
});
