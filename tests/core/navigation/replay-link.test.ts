import { describe, expect, it } from 'vitest';
import { replayPathOf } from '../../../src/core/navigation/replay-link';

describe('replayPathOf (spec 2.1 /history/journey/{carUid})', () => {
  it('opens the replay of the car at the moment, the car uid encoded', () => {
    expect(replayPathOf('car-1', 1700000000000)).toBe('/history/journey/car-1/location?at=1700000000000');
    expect(replayPathOf('a/b c', 5)).toBe('/history/journey/a%2Fb%20c/location?at=5');
  });
});
