import { describe, expect, it, vi } from 'vitest';
import { writeJson } from '../../../src/core/storage/safe-storage';

describe('browser storage outside a browser (spec 8)', () => {
  it('spec 8: with no storage at all a write is logged and reports failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect([writeJson('session', 'onceToken', 'x'), error.mock.calls.length]).toEqual([false, 1]);
  });
});
